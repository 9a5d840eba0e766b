/**
 * The default transport, on the Quarkus REST client:
 * {@link io.github.quarkustelegram.runtime.transport.restclient.RestClientTransport} and its parts, one job each:
 * the exchange of one call with the REST client ({@code Exchange}), the per-method targets and invokers
 * ({@code MethodTargets}), the answers that are not 2xx ({@code ErrorAnswers}), multipart bodies
 * ({@code MultipartForms}), where a call from a thread without a Vert.x context runs ({@code CallerContexts}) and a
 * blocking caller's wait ({@code WaitedCall}).
 */
@NullMarked
package io.github.quarkustelegram.runtime.transport.restclient;

import org.jspecify.annotations.NullMarked;

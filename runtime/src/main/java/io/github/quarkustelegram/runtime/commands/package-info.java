/**
 * Reading a command ({@code /name@bot arguments}) from a message's text. Its own package, importing no dispatch type:
 * the public {@code io.github.quarkustelegram.dispatch.Filters} and the internal dispatcher both use it, and neither
 * may pull the other into a package cycle.
 */
@NullMarked
package io.github.quarkustelegram.runtime.commands;

import org.jspecify.annotations.NullMarked;

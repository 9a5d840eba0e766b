/**
 * What the generated model's JSON readers and unions share: internal, called by generated code only.
 */
@NullMarked
package io.github.quarkustelegram.runtime.json;

import org.jspecify.annotations.NullMarked;

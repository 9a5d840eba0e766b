/**
 * Albums: the parts of a media group collected within a window (on this instance, or by the fleet through
 * {@link io.github.quarkustelegram.runtime.dispatch.albums.SharedAlbums}) and handed to the dispatcher as one. Knows
 * nothing of the dispatcher. Internal.
 */
@NullMarked
package io.github.quarkustelegram.runtime.dispatch.albums;

import org.jspecify.annotations.NullMarked;

package io.github.quarkustelegram.examples.inlinemode;

import io.github.quarkustelegram.dispatch.Filters;
import io.github.quarkustelegram.dispatch.UpdateContext;
import io.github.quarkustelegram.dispatch.UpdateFilter;

/** Messages with a photo. */
public class PhotoMessages implements UpdateFilter {

    private final UpdateFilter photos = Filters.hasPhoto();

    @Override
    public boolean test(UpdateContext update) {
        return photos.test(update);
    }
}

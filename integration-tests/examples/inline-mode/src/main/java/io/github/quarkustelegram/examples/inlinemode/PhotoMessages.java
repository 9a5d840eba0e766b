package io.github.quarkustelegram.examples.inlinemode;

import io.github.quarkustelegram.dispatch.Filters;
import io.github.quarkustelegram.dispatch.UpdateContext;
import io.github.quarkustelegram.dispatch.UpdateFilter;

/** Messages with a photo. */
public class PhotoMessages implements UpdateFilter {

    @Override
    public boolean test(UpdateContext update) {
        return Filters.hasPhoto().test(update);
    }
}

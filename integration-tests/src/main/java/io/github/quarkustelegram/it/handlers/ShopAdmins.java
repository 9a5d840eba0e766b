package io.github.quarkustelegram.it.handlers;

import jakarta.enterprise.context.ApplicationScoped;

import io.github.quarkustelegram.dispatch.Filters;
import io.github.quarkustelegram.dispatch.UpdateContext;
import io.github.quarkustelegram.dispatch.UpdateFilter;

/** The shop's administrators, by user id: a filter bean an annotation names. */
// tag::filter[]
@ApplicationScoped
public class ShopAdmins implements UpdateFilter {

    static final long ADMIN = 1001;

    private final UpdateFilter admins = Filters.from(ADMIN).and(Filters.fromBot().negate());

    @Override
    public boolean test(UpdateContext update) {
        return admins.test(update);
    }
}
// end::filter[]

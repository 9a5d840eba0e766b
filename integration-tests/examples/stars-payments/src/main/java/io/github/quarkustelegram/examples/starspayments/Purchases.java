package io.github.quarkustelegram.examples.starspayments;

import io.github.quarkustelegram.sessions.SessionData;
import io.github.quarkustelegram.sessions.SessionScope;

/** What a user bought, kept in their session: the charge of the star map they own, null when they own none. */
@SessionData(scope = SessionScope.USER)
public class Purchases {

    /** Telegram's id of the payment, needed to refund it. */
    String starMapCharge;

    boolean ownsStarMap() {
        return starMapCharge != null;
    }
}

package io.github.quarkustelegram.modelgen.scrape;

/** Name spelling shared by the scraper's naming rules. */
final class Names {

    private Names() {
    }

    /** {@code chat_type} -> {@code ChatType}; {@code sendDice} -> {@code SendDice}. */
    static String upperCamel(String name) {
        StringBuilder out = new StringBuilder();
        boolean upper = true;
        for (char ch : name.toCharArray()) {
            if (ch == '_') {
                upper = true;
            } else {
                out.append(upper ? Character.toUpperCase(ch) : ch);
                upper = false;
            }
        }
        return out.toString();
    }
}

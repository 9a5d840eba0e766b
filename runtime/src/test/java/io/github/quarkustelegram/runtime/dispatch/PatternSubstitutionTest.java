package io.github.quarkustelegram.runtime.dispatch;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;

/** A recorded trigger's pattern comes back as it was: the expression and its flags. */
class PatternSubstitutionTest {

    private final PatternSubstitution substitution = new PatternSubstitution();

    @Test
    void theExpressionAndItsFlagsComeBack() {
        Pattern pattern = Pattern.compile("^(?:a:b)+$", Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);
        Pattern back = substitution.deserialize(substitution.serialize(pattern));
        assertThat(back.pattern()).isEqualTo(pattern.pattern());
        assertThat(back.flags()).isEqualTo(pattern.flags());
        assertThat(substitution.deserialize(substitution.serialize(Pattern.compile("x:(\\d+)"))).matcher("x:12")
                .matches()).isTrue();
    }
}

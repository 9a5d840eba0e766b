package io.github.quarkustelegram.testing.telegram.world;

/**
 * A Bot API area the fake keeps in a class of its own, with the state its methods and its user actions share (one
 * instance per fake, from {@link FakeWorld#area}). Its locks are its own: it never calls the world while holding one,
 * so that {@link FakeWorld#clear()} (which clears every area under the world's lock) cannot deadlock with it.
 */
public interface FakeArea {

    /** Forgets everything, as {@code FakeTelegram#reset()} does. */
    void clear();
}

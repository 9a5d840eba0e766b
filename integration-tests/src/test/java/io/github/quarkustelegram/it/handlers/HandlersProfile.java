package io.github.quarkustelegram.it.handlers;

import java.util.List;

import io.quarkus.test.junit.QuarkusTestProfile;

/** The example bot against the fake Bot API (an application of its own: other tests keep theirs). */
public class HandlersProfile implements QuarkusTestProfile {

    @Override
    public List<TestResourceEntry> testResources() {
        return List.of(new TestResourceEntry(FakeBotApiResource.class));
    }
}

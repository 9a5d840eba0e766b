package io.github.quarkustelegram.runtime.broadcasts;

import io.github.quarkustelegram.broadcasts.BroadcastStore;

class InMemoryBroadcastStoreTest extends AbstractBroadcastStoreTest {

    private final InMemoryBroadcastStore store = new InMemoryBroadcastStore();

    @Override
    protected BroadcastStore store() {
        return store;
    }

    @Override
    protected void holdLock(String sender) {
        // one instance: no lock
    }

    @Override
    protected boolean fencesSenders() {
        return false;
    }
}

package io.github.quarkustelegram.deployment.state;

import io.github.quarkustelegram.runtime.config.StateConfig;
import io.github.quarkustelegram.runtime.config.TelegramBuildTimeConfig;
import io.github.quarkustelegram.runtime.state.StateBeans;
import io.quarkus.arc.deployment.AdditionalBeanBuildItem;
import io.quarkus.arc.processor.DotNames;
import io.quarkus.deployment.Capabilities;
import io.quarkus.deployment.Capability;
import io.quarkus.deployment.annotations.BuildProducer;
import io.quarkus.deployment.annotations.BuildStep;

/**
 * The state a bot's instances share: the state beans always (in memory by default), the Redis implementation only
 * with {@code quarkus.telegram.state.store=redis}, which needs {@code quarkus-redis-client}. Otherwise no Redis class
 * is a bean or even loaded, and no Redis client (nor its Dev Service) is asked for.
 */
class TelegramStateProcessor {

    /** Named by their names: loading them needs the Redis client on the class path. */
    private static final String REDIS_SHARED_STATE = "io.github.quarkustelegram.runtime.state.redis.RedisSharedState";
    private static final String DEFAULT_REDIS_CLIENT = "io.github.quarkustelegram.runtime.state.redis.DefaultRedisClient";

    @BuildStep
    AdditionalBeanBuildItem stateBeans() {
        return AdditionalBeanBuildItem.unremovableOf(StateBeans.class);
    }

    @BuildStep
    void redis(Capabilities capabilities, TelegramBuildTimeConfig config, BuildProducer<AdditionalBeanBuildItem> beans) {
        if (config.state().store() != StateConfig.Store.REDIS) {
            return;
        }
        if (!capabilities.isPresent(Capability.REDIS_CLIENT)) {
            throw new IllegalStateException(StateBeans.NEEDS_REDIS_CLIENT);
        }
        beans.produce(AdditionalBeanBuildItem.builder().addBeanClasses(REDIS_SHARED_STATE).setUnremovable()
                .setDefaultScope(DotNames.SINGLETON).build());
        if (config.state().redisClient().isEmpty()) {
            beans.produce(AdditionalBeanBuildItem.builder().addBeanClasses(DEFAULT_REDIS_CLIENT).setUnremovable()
                    .build());
        }
    }
}

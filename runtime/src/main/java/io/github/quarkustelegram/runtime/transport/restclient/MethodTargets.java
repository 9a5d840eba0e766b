package io.github.quarkustelegram.runtime.transport.restclient;

import java.util.concurrent.ConcurrentHashMap;

import jakarta.ws.rs.client.WebTarget;
import jakarta.ws.rs.core.MediaType;

import org.jboss.resteasy.reactive.client.impl.ClientImpl;
import org.jboss.resteasy.reactive.client.impl.UniInvoker;

import io.github.quarkustelegram.runtime.transport.BotApiEndpoint;

/**
 * Where the REST client sends each method's calls: a {@link WebTarget} per method, kept (building it parses the URL, a
 * good part of a call), and the method's {@link UniInvoker} when it can be shared. Both caches are bounded: an
 * application may bring its own request types, each with a method. Thread-safe.
 */
final class MethodTargets {

    /** The request property HTTP client instrumentation takes as the request's path template. */
    static final String URL_PATH_TEMPLATE = "UrlPathTemplate";
    /** Bounds the targets and invokers kept. */
    private static final int MAX_CACHED_METHODS = 1024;

    private final ClientImpl client;
    private final BotApiEndpoint endpoint;
    private final boolean shareInvokers;
    /** A target per method, for the calls with the usual deadline. */
    private final ConcurrentHashMap<String, WebTarget> targets = new ConcurrentHashMap<>();
    /** An invoker per method, when they can be shared ({@link #invoker}). */
    private final ConcurrentHashMap<String, UniInvoker> invokers = new ConcurrentHashMap<>();

    /**
     * @param client the REST client
     * @param endpoint where the calls go
     */
    MethodTargets(ClientImpl client, BotApiEndpoint endpoint) {
        this.client = client;
        this.endpoint = endpoint;
        this.shareInvokers = client.getConfiguration().getRequestFilters().isEmpty();
    }

    /**
     * The invoker of a method's calls. Shared by all of them when no request filter is registered: the REST client
     * then only reads the builder (each call copies its headers and properties), and a call saves building the URI,
     * the builder and its headers again (a sixth of the bytes a call allocated). A filter may change the headers it
     * is given, so with one each call gets a builder of its own.
     */
    UniInvoker invoker(String method) {
        if (!shareInvokers) {
            return target(method).request(MediaType.APPLICATION_JSON_TYPE).rx(UniInvoker.class);
        }
        UniInvoker cached = invokers.get(method);
        if (cached != null) {
            return cached;
        }
        UniInvoker invoker = target(method).request(MediaType.APPLICATION_JSON_TYPE).rx(UniInvoker.class);
        if (invokers.size() < MAX_CACHED_METHODS) {
            invokers.putIfAbsent(method, invoker);
        }
        return invoker;
    }

    /** The target of a method: one per method, kept. */
    private WebTarget target(String method) {
        WebTarget cached = targets.get(method);
        if (cached != null) {
            return cached;
        }
        WebTarget target = client.target(endpoint.methodUrl(method));
        // what HTTP client metrics (quarkus-micrometer) name the request by, instead of its path, which has the token
        target.property(URL_PATH_TEMPLATE, "/bot{token}/" + method);
        if (targets.size() < MAX_CACHED_METHODS) {
            targets.putIfAbsent(method, target);
        }
        return target;
    }

    /**
     * @param filePath a relative {@code file_path} from getFile
     * @return the target of that file's download (not kept: each file is downloaded once)
     */
    WebTarget file(String filePath) {
        WebTarget target = client.target(endpoint.fileUrl(filePath));
        target.property(URL_PATH_TEMPLATE, "/file/bot{token}/{file_path}");
        return target;
    }
}

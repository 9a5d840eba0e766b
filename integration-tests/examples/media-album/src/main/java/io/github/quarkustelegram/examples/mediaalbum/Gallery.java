package io.github.quarkustelegram.examples.mediaalbum;

import java.util.ArrayList;
import java.util.List;

import io.github.quarkustelegram.sessions.SessionData;

/** What a chat's albums added up to, and the latest album's photos: a session per chat, changed in place. */
@SessionData
public class Gallery {

    /** One photo of an album: the file of its largest size, and its caption (null for none). */
    public record Photo(String fileId, String caption) {
    }

    int albums;
    int photos;
    List<Photo> latest = new ArrayList<>();

    /** @return the number of the album just added, from 1 */
    int add(List<Photo> album) {
        albums++;
        photos += album.size();
        latest = new ArrayList<>(album);
        return albums;
    }
}

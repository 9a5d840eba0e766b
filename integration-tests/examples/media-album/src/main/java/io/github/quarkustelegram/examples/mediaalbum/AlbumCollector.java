package io.github.quarkustelegram.examples.mediaalbum;

import java.util.List;

import io.github.quarkustelegram.dispatch.OnCommand;
import io.github.quarkustelegram.dispatch.OnMediaGroup;
import io.github.quarkustelegram.dispatch.Reply;
import io.github.quarkustelegram.examples.mediaalbum.Gallery.Photo;
import io.github.quarkustelegram.method.SendMediaGroup;
import io.github.quarkustelegram.model.Chat;
import io.github.quarkustelegram.model.ChatId;
import io.github.quarkustelegram.model.InputFile;
import io.github.quarkustelegram.model.InputMediaGroupItem;
import io.github.quarkustelegram.model.InputMediaPhoto;
import io.github.quarkustelegram.model.Message;
import io.github.quarkustelegram.model.PhotoSize;
import io.github.quarkustelegram.text.Fmt;
import io.github.quarkustelegram.text.FormattedText;

/**
 * Collects the albums users send: one reply per album (Telegram delivers each photo as an update of its own), listing
 * its captions in order; {@code /gallery} adds them up, {@code /again} sends the latest album back as one group.
 */
public class AlbumCollector {

    // tag::album[]
    @OnMediaGroup // the whole album, once, its photos in message order
    Reply album(List<Message> album, Gallery gallery) {
        List<Photo> photos = album.stream().map(AlbumCollector::photo).toList();
        int number = gallery.add(photos); // the chat's session, saved after the reply was sent
        FormattedText.Builder reply = FormattedText.builder().bold("Album " + number)
                .append(": " + photos.size() + " photos");
        for (int i = 0; i < photos.size(); i++) {
            String caption = photos.get(i).caption();
            reply.newline().append((i + 1) + ". ").append(caption == null ? Fmt.italic("no caption") : Fmt.text(caption));
        }
        return Reply.text(reply.build()).quote(); // in reply to the album's first photo
    }

    /** A photo as the gallery keeps it: Telegram gives several sizes, the last the largest. */
    private static Photo photo(Message message) {
        List<PhotoSize> sizes = message.photo();
        return new Photo(sizes.get(sizes.size() - 1).fileId(), message.caption());
    }
    // end::album[]

    // tag::gallery[]
    @OnCommand("gallery")
    String gallery(Gallery gallery) {
        return gallery.albums == 0 ? "No albums yet: send me two or more photos at once."
                : gallery.albums + (gallery.albums == 1 ? " album, " : " albums, ") + gallery.photos + " photos so far.";
    }
    // end::gallery[]

    // tag::again[]
    /**
     * The latest album, sent back as one group by the photos' file ids: nothing is uploaded again. A group of media is
     * a request of its own (a reply is one message): it names the chat.
     */
    @OnCommand("again")
    Reply again(Chat chat, Gallery gallery) {
        if (gallery.latest.isEmpty()) {
            return Reply.text("No album to send back yet.");
        }
        List<InputMediaGroupItem> media = gallery.latest.stream()
                .<InputMediaGroupItem> map(p -> InputMediaPhoto.builder(InputFile.reference(p.fileId()))
                        .caption(p.caption()).build())
                .toList();
        return Reply.of(SendMediaGroup.builder(ChatId.of(chat), media).build());
    }
    // end::again[]
}

package io.github.quarkustelegram.modelgen.scrape;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;

import io.github.quarkustelegram.modelgen.ir.ApiSpec;
import io.github.quarkustelegram.modelgen.ir.EnumDef;
import io.github.quarkustelegram.modelgen.ir.FieldDef;
import io.github.quarkustelegram.modelgen.ir.MethodDef;
import io.github.quarkustelegram.modelgen.ir.TypeDef;
import io.github.quarkustelegram.modelgen.ir.TypeRef;
import io.github.quarkustelegram.modelgen.ir.TypeRef.Scalar;

/**
 * Stage 1: reads Telegram's Bot API page into the IR. It records what the page says and infers only what the
 * page states in prose (results, discriminators, known values); {@link io.github.quarkustelegram.modelgen.audit.SpecAudit}
 * then checks that nothing is left to guess.
 */
public final class BotApiPageScraper {

    private static final Pattern VERSION = Pattern.compile("Bot API (\\d+\\.\\d+)");
    private static final String TELEGRAM_PAGE = "https://core.telegram.org/bots/api";

    private BotApiPageScraper() {
    }

    /** Reads the page from a file path or an http(s) URL. */
    public static ApiSpec scrape(String location) {
        try {
            Document page = location.startsWith("http://") || location.startsWith("https://")
                    ? Jsoup.parse(URI.create(location).toURL(), 60_000)
                    : Jsoup.parse(Files.readString(Path.of(location), StandardCharsets.UTF_8), TELEGRAM_PAGE);
            return scrape(page);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read the Bot API page " + location, e);
        }
    }

    public static ApiSpec scrape(Document page) {
        String[] version = versionOf(page);
        List<PageSection> sections = PageReader.sections(page);
        Set<String> typeNames = new LinkedHashSet<>();
        for (PageSection s : sections) {
            if (!s.isMethod()) {
                typeNames.add(s.name());
            }
        }
        EnumCatalog enums = new EnumCatalog();
        List<RawType> rawTypes = new ArrayList<>();
        List<RawMethod> rawMethods = new ArrayList<>();
        for (PageSection s : sections) {
            if (s.isMethod()) {
                rawMethods.add(readMethod(s, typeNames, enums));
            } else {
                rawTypes.add(readType(s, enums));
            }
        }
        List<EnumDef> enumDefs = new ArrayList<>(CuratedEnums.all(rawTypes));
        Set<String> taken = new LinkedHashSet<>(typeNames);
        rawMethods.forEach(m -> taken.add(Names.upperCamel(m.section.name())));
        enumDefs.forEach(e -> taken.add(e.name()));
        enumDefs.addAll(enums.resolve(taken));

        List<TypeDef> types = UnionAnalysis.resolve(rawTypes, rawMethods);
        List<MethodDef> methods = new ArrayList<>();
        for (RawMethod m : rawMethods) {
            methods.add(new MethodDef(m.section.name(), m.section.anchor(), m.section.proseHtml(), m.fields(), m.returns));
        }
        return new ApiSpec(version[0], version[1], types, methods, enumDefs);
    }

    /** "Recent changes" opens with the newest release: a dated h4, then "Bot API X.Y". */
    private static String[] versionOf(Document page) {
        Element changes = page.selectFirst("a.anchor[name=recent-changes]");
        if (changes != null) {
            Element date = changes.parent().nextElementSibling();
            while (date != null && !date.tagName().equals("h4")) {
                date = date.nextElementSibling();
            }
            if (date != null) {
                Element next = date.nextElementSibling();
                Matcher m = VERSION.matcher(next == null ? "" : next.text());
                if (m.find()) {
                    return new String[] { m.group(1), date.text().strip() };
                }
            }
        }
        Matcher anywhere = VERSION.matcher(page.text());
        if (anywhere.find()) {
            return new String[] { anywhere.group(1), "unknown" };
        }
        throw new IllegalArgumentException("This does not look like the Bot API page: no 'Bot API X.Y' on it");
    }

    private static RawType readType(PageSection s, EnumCatalog enums) {
        List<RawField> fields = new ArrayList<>();
        for (PageSection.TableRow row : s.rows()) {
            fields.add(readField(s.name(), row, !DescriptionFacts.startsOptional(row.descriptionCell()), enums));
        }
        List<String> members = new ArrayList<>();
        for (Element li : s.listItems()) {
            Element link = li.selectFirst("a[href^=#]");
            if (link != null) {
                members.add(link.text().strip());
            }
        }
        return new RawType(s, fields, members);
    }

    private static RawMethod readMethod(PageSection s, Set<String> typeNames, EnumCatalog enums) {
        List<RawField> params = new ArrayList<>();
        for (PageSection.TableRow row : s.rows()) {
            params.add(readField(s.name(), row, "Yes".equals(row.requiredCell()), enums));
        }
        String prose = s.prose().stream().map(Element::text).reduce("", (a, b) -> a + " " + b).strip();
        return new RawMethod(s, params, ReturnTypeReader.read(prose, typeNames));
    }

    private static RawField readField(String owner, PageSection.TableRow row, boolean required, EnumCatalog enums) {
        String text = DescriptionFacts.text(row.descriptionCell());
        TypeRef type = TypeColumnParser.parse(row.typeCell().text());
        if (DescriptionFacts.needs64Bits(row.name(), text)) {
            type = widenIntegers(type);
        }
        RawField field = new RawField(row.name(), type, required, DescriptionFacts.html(row.descriptionCell()), text);
        if (isString(type) && CuratedEnums.enumFor(owner, row.name()) == null) {
            List<String> values = text.contains("Choose one")
                    ? DescriptionFacts.emphasisedValues(row.descriptionCell())
                    : DescriptionFacts.quotedValues(text);
            if (values.size() >= 2) {
                field.candidate = enums.offer(owner, row.name(), values, text);
            }
        }
        field.curatedEnum = CuratedEnums.enumFor(owner, row.name());
        return field;
    }

    private static boolean isString(TypeRef type) {
        if (type instanceof TypeRef.ArrayOf a) {
            return isString(a.element());
        }
        return type instanceof TypeRef.Primitive p && p.scalar() == Scalar.STRING;
    }

    private static TypeRef widenIntegers(TypeRef type) {
        if (type instanceof TypeRef.Primitive p && p.scalar() == Scalar.INTEGER) {
            return TypeRef.scalar(Scalar.INTEGER64);
        }
        if (type instanceof TypeRef.ArrayOf a) {
            return TypeRef.arrayOf(widenIntegers(a.element()));
        }
        if (type instanceof TypeRef.OneOf o) {
            return new TypeRef.OneOf(o.options().stream().map(BotApiPageScraper::widenIntegers).toList());
        }
        return type;
    }

    /** A type as read, before unions and enum names are settled. */
    record RawType(PageSection section, List<RawField> fields, List<String> members) {
        String name() {
            return section.name();
        }
    }

    /** A method as read. */
    record RawMethod(PageSection section, List<RawField> params, TypeRef returns) {
        List<FieldDef> fields() {
            return params.stream().map(f -> f.toFieldDef(null)).toList();
        }
    }

    /** A field or parameter as read; its enum name is known only once the catalog resolved. */
    static final class RawField {
        final String name;
        final TypeRef type;
        final boolean required;
        final String html;
        final String text;
        EnumCatalog.Candidate candidate;
        String curatedEnum;

        RawField(String name, TypeRef type, boolean required, String html, String text) {
            this.name = name;
            this.type = type;
            this.required = required;
            this.html = html;
            this.text = text;
        }

        FieldDef toFieldDef(String constValue) {
            String enumName = constValue != null ? null
                    : curatedEnum != null ? curatedEnum : candidate != null ? candidate.name() : null;
            return new FieldDef(name, type, required, html, constValue, enumName, DescriptionFacts.defaultValue(text),
                    DescriptionFacts.limits(text));
        }
    }
}

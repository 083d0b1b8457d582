#!/usr/bin/env python3
"""Writes a handbook in one language for the search benchmark and tests: pages of sentences made
of real words of that language (written as the language writes them: Thai without spaces
between words), so that segmentation, folding and particles meet what real text gives them.

    multilingual.py LANGUAGE OUT [--pages 12] [--seed 1]

LANGUAGE is one of the vocabularies below (en, fr, pt, ko, th, ka, ar, he). The words are
deterministic for a seed; some appear on many pages, most on few, as in real writing.
"""
import argparse
import random
from pathlib import Path

# Words a design-system handbook uses, and everyday ones around them. Korean nouns come with
# and without particles (as they are written); Thai words are joined without spaces.
VOCABULARY = {
    "en": """color palette contrast typography spacing shadow border radius button input checkbox switch
        dropdown tooltip modal drawer banner badge avatar icon illustration grid column gutter baseline
        heading paragraph caption label placeholder focus hover pressed disabled selected error warning
        success notice motion duration easing elevation surface background foreground accent neutral
        brand primary secondary tertiary token alias theme dark light density compact comfortable
        accessible readable legible keyboard screen reader contributor designer developer engineer
        release changelog version deprecated replacement migration guideline principle pattern
        component variant state size small medium large rounded sharp subtle bold italic monospace
        serif sans weight height width margin padding layout breakpoint viewport mobile desktop tablet
        harbor meadow lantern orchard quarry saddle thimble vessel willow zephyr""".split(),
    "fr": """couleur palette contraste typographie espacement ombre bordure rayon bouton champ case
        interrupteur menu infobulle fenêtre tiroir bannière pastille avatar icône illustration grille
        colonne gouttière ligne titre paragraphe légende étiquette focus survol pressé désactivé
        sélectionné erreur avertissement succès avis mouvement durée accélération élévation surface
        arrière-plan premier-plan accent neutre marque primaire secondaire tertiaire jeton alias thème
        sombre clair densité compact confortable accessible lisible clavier écran lecteur contributeur
        conception développeur ingénieur version journal déprécié remplacement migration principe
        motif composant variante état petit moyen grand arrondi subtil gras italique chasse empattement
        épaisseur hauteur largeur marge remplissage mise page rupture fenêtre mobile bureau tablette
        verger lanterne prairie carrière selle dé vaisseau saule zéphyr élégance déjà façade""".split(),
    "pt": """cor paleta contraste tipografia espaçamento sombra borda raio botão campo caixa interruptor
        menu dica janela gaveta faixa selo avatar ícone ilustração grade coluna calha linha título
        parágrafo legenda rótulo foco passagem pressionado desativado selecionado erro aviso sucesso
        aviso movimento duração aceleração elevação superfície fundo primeiro acento neutro marca
        primário secundário terciário token apelido tema escuro claro densidade compacto confortável
        acessível legível teclado tela leitor colaborador designer desenvolvedor engenheiro versão
        registro obsoleto substituição migração diretriz princípio padrão componente variante estado
        pequeno médio grande arredondado sutil negrito itálico monoespaçada serifa peso altura largura
        margem preenchimento leiaute ponto janela celular computador tablet pomar lanterna prado
        pedreira sela dedal vaso salgueiro ação atenção coração informação""".split(),
    "ko": """색상 색상을 팔레트 대비 대비를 타이포그래피 간격 간격은 그림자 테두리 반경 버튼 버튼을 입력 체크박스
        스위치 드롭다운 툴팁 모달 서랍 배너 배지 아바타 아이콘 일러스트 그리드 열 거터 기준선 제목 제목은
        문단 캡션 레이블 자리표시자 초점 호버 눌림 비활성 선택됨 오류 오류가 경고 성공 알림 움직임 지속시간
        가속 높이 표면 배경 배경은 전경 강조 중립 브랜드 브랜드의 기본 보조 토큰 토큰을 별칭 테마 테마는
        어두운 밝은 밀도 촘촘한 편안한 접근성 가독성 키보드 화면 리더 기여자 디자이너 디자이너가 개발자
        개발자는 엔지니어 출시 변경기록 버전 사용중단 대체 이전 지침 원칙 패턴 컴포넌트 컴포넌트를 변형
        상태 작은 중간 큰 둥근 미묘한 굵은 기울임 고정폭 무게 너비 여백 안쪽여백 레이아웃 중단점 모바일
        데스크톱 태블릿 과수원 등불 초원 채석장 안장 골무 버드나무 시스템 시스템을 시스템에서 디자인
        디자인이 사용자 사용자에게 팀 팀이 문서 문서를""".split(),
    "th": """สี จานสี ความคมชัด ตัวอักษร ระยะห่าง เงา เส้นขอบ มุมโค้ง ปุ่ม ช่องกรอก กล่องเลือก สวิตช์
        เมนู คำแนะนำ หน้าต่าง ลิ้นชัก แบนเนอร์ ป้าย รูปประจำตัว ไอคอน ภาพประกอบ ตาราง คอลัมน์ ร่อง
        เส้นฐาน หัวข้อ ย่อหน้า คำบรรยาย ข้อความ โฟกัส กดค้าง ปิดใช้งาน เลือกแล้ว ข้อผิดพลาด คำเตือน
        สำเร็จ ประกาศ การเคลื่อนไหว ระยะเวลา ความสูง พื้นผิว พื้นหลัง สีหลัก สีรอง แบรนด์ โทเคน
        ธีม มืด สว่าง ความหนาแน่น กะทัดรัด สบายตา การเข้าถึง อ่านง่าย แป้นพิมพ์ หน้าจอ ผู้อ่าน
        ผู้ร่วมพัฒนา นักออกแบบ นักพัฒนา วิศวกร รุ่น บันทึก เลิกใช้ ทดแทน ย้าย แนวทาง หลักการ รูปแบบ
        ส่วนประกอบ สถานะ เล็ก กลาง ใหญ่ โค้งมน บาง หนา เอียง น้ำหนัก ความกว้าง ขอบ ระยะขอบ เค้าโครง
        มือถือ คอมพิวเตอร์ แท็บเล็ต สวนผลไม้ โคมไฟ ทุ่งหญ้า เหมืองหิน อานม้า ปลอกนิ้ว ต้นหลิว ระบบ
        การออกแบบ ผู้ใช้ ทีม เอกสาร ทำงาน ร่วมกัน ช่วยให้ เวอร์ชัน""".split(),
    "ka": """ფერი პალიტრა კონტრასტი ტიპოგრაფია დაშორება ჩრდილი საზღვარი რადიუსი ღილაკი ველი ჩამრთველი
        გადამრთველი მენიუ მინიშნება ფანჯარა უჯრა ბანერი ნიშანი ავატარი ხატულა ილუსტრაცია ბადე სვეტი
        სათაური აბზაცი წარწერა იარლიყი ფოკუსი დაჭერილი გამორთული არჩეული შეცდომა გაფრთხილება წარმატება
        შეტყობინება მოძრაობა ხანგრძლივობა სიმაღლე ზედაპირი ფონი აქცენტი ნეიტრალური ბრენდი ძირითადი
        მეორადი ტოკენი თემა მუქი ღია სიმჭიდროვე კომპაქტური კომფორტული ხელმისაწვდომობა წაკითხვადი
        კლავიატურა ეკრანი მკითხველი დიზაინერი დეველოპერი ინჟინერი ვერსია ჟურნალი მოძველებული ჩანაცვლება
        მიგრაცია პრინციპი ნიმუში კომპონენტი ვარიანტი მდგომარეობა პატარა საშუალო დიდი მომრგვალებული
        ნატიფი მუქი დახრილი წონა სიგანე ზღვარი განლაგება მობილური კომპიუტერი ბაღი ფარანი მდელო
        კარიერი უნაგირი სათითე ტირიფი სისტემა დიზაინის სისტემის მომხმარებელი გუნდი დოკუმენტი""".split(),
    "ar": """لون لوحة تباين طباعة تباعد ظل حدود نصف قطر زر حقل مربع مفتاح قائمة تلميح نافذة درج لافتة
        شارة صورة أيقونة رسم شبكة عمود هامش عنوان فقرة تسمية تركيز ضغط معطل محدد خطأ تحذير نجاح إشعار
        حركة مدة تسارع ارتفاع سطح خلفية مقدمة تمييز محايد علامة أساسي ثانوي رمز اسم سمة داكن فاتح كثافة
        مضغوط مريح إتاحة مقروء لوحة مفاتيح شاشة قارئ مساهم مصمم مطور مهندس إصدار سجل مهمل بديل ترحيل
        مبدأ نمط مكون متغير حالة صغير متوسط كبير مستدير رقيق عريض مائل وزن عرض تخطيط جوال حاسوب بستان
        فانوس مرج محجر سرج كشتبان صفصاف نظام التصميم المستخدم الفريق وثيقة مُحَمَّد""".split(),
    "he": """צבע פלטה ניגודיות טיפוגרפיה ריווח צל גבול רדיוס כפתור שדה תיבה מתג תפריט רמז חלון מגירה
        באנר תג אווטאר סמל איור רשת עמודה שוליים כותרת פסקה כיתוב תווית מיקוד לחוץ מושבת נבחר שגיאה
        אזהרה הצלחה הודעה תנועה משך האצה גובה משטח רקע חזית הדגשה ניטרלי מותג ראשי משני אסימון כינוי
        ערכת נושא כהה בהיר צפיפות דחוס נוח נגישות קריא מקלדת מסך קורא תורם מעצב מפתח מהנדס גרסה יומן
        מיושן תחליף הגירה עיקרון דפוס רכיב גרסה מצב קטן בינוני גדול מעוגל עדין מודגש נטוי משקל רוחב
        פריסה נייד מחשב פרדס פנס אחו מחצבה אוכף אצבעון ערבה מערכת עיצוב משתמש צוות מסמך""".split(),
}

def sentence(rng: random.Random, words: list, language: str) -> str:
    # Words early in a page's shuffled list come up often, later ones rarely: each page has its
    # own common words and a tail that few other pages share.
    chosen = [words[min(len(words) - 1, int(abs(rng.gauss(0, 15))))] for _ in range(rng.randint(5, 11))]
    if language == "th":
        return "".join(chosen)  # Thai writes no space between words, and ends a sentence with one
    joined = " ".join(chosen)
    if language in ("en", "fr", "pt"):
        joined = joined[0].upper() + joined[1:]
    return joined + "."


def page(rng: random.Random, vocabulary: list, language: str) -> tuple:
    words = vocabulary[:]
    rng.shuffle(words)
    title = " ".join(words[:2])
    body = [f"# {title}", ""]
    for section in range(3):
        body += [f"## {' '.join(words[2 + section * 2:4 + section * 2])}", ""]
        for _ in range(3):
            body += [" ".join(sentence(rng, words, language) for _ in range(rng.randint(3, 5))), ""]
    return title, "\n".join(body)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("language", choices=sorted(VOCABULARY))
    parser.add_argument("out")
    parser.add_argument("--pages", type=int, default=12)
    parser.add_argument("--seed", type=int, default=1)
    arguments = parser.parse_args()
    out = Path(arguments.out)
    (out / "Content/guide").mkdir(parents=True, exist_ok=True)
    (out / "specimen.yml").write_text(f"title: Handbook ({arguments.language})\nlanguage: {arguments.language}\n", encoding="utf-8")
    rng = random.Random(f"{arguments.language}-{arguments.seed}")
    vocabulary = VOCABULARY[arguments.language]
    (out / "Content/index.md").write_text(page(rng, vocabulary, arguments.language)[1] + "\n", encoding="utf-8")
    for number in range(1, arguments.pages):
        (out / f"Content/guide/page-{number:02d}.md").write_text(page(rng, vocabulary, arguments.language)[1] + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()

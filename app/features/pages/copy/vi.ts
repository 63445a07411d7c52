import type { PagesCopy } from "../pages-content-types";

export const copy: PagesCopy = {
  about: {
    title: "Về Studyway",
    metaDescription:
      "Từ năm {figure:founded}, Studyway đồng hành cùng học sinh, sinh viên châu Á du học Mỹ, Anh, Canada, Úc, Hà Lan và Ireland: {figure:students} học viên.",
    lead: "Từ năm {figure:founded}, chúng tôi giúp học sinh, sinh viên lên kế hoạch, nộp hồ sơ và trúng tuyển vào các trường tại Mỹ, Anh, Canada, Úc, Hà Lan và Ireland.",
    story: [
      "Studyway ra đời tại Đài Bắc năm {figure:founded} với một niềm tin: mỗi bạn trẻ đều xứng đáng nhận được lời khuyên trung thực trước một quyết định lớn của cuộc đời. Từ đó đến nay, chúng tôi đã giúp {figure:students} học viên tìm được ngôi trường phù hợp.",
      "Các con số bên dưới ghi rõ đối tượng được tính và năm áp dụng. Đó là kết quả của học viên trước đây, không phải lời hứa: không đơn vị tư vấn trung thực nào có thể đảm bảo suất học. Điều chúng tôi làm là hiểu rõ từng học viên, lập danh sách trường thực tế và giúp mỗi bộ hồ sơ kể rõ câu chuyện của bạn.",
      "Đội ngũ tư vấn làm việc tại các văn phòng được liệt kê bên dưới, luôn sẵn sàng gặp bạn.",
    ],
    missionTitle: "Sứ mệnh",
    mission:
      "Mang đến cho mỗi học viên lộ trình rõ ràng, bộ hồ sơ thuyết phục và sự tự tin để du học, hướng đến ngôi trường thật sự phù hợp chứ không chỉ một cái tên nổi tiếng.",
    valuesTitle: "Giá trị cốt lõi",
    values: [
      {
        title: "Tư vấn trung thực",
        text: "Đánh giá đúng năng lực, đề xuất trường phù hợp, không hứa điều không thể làm.",
      },
      {
        title: "Câu chuyện của chính bạn",
        text: "Hồ sơ vẫn mang giọng văn của bạn, chỉ rõ ràng và mạnh mẽ hơn.",
      },
      {
        title: "Chỉn chu từng chi tiết",
        text: "Hạn nộp, yêu cầu, định dạng và hiệu đính đều được kiểm tra kỹ.",
      },
      {
        title: "Đồng hành sau khi trúng tuyển",
        text: "Từ visa đến chuẩn bị lên đường, chúng tôi luôn bên bạn.",
      },
    ],
    officesTitle: "Văn phòng của chúng tôi",
    ctaTitle: "Sẵn sàng lên kế hoạch du học?",
    ctaText: "Đặt lịch tư vấn miễn phí để cùng chúng tôi xác định lựa chọn và bước tiếp theo.",
    ctaButton: "Đặt lịch tư vấn miễn phí",
  },
  ourServices: {
    title: "Dịch vụ lẻ",
    metaDescription:
      "Dịch vụ du học lẻ của Studyway: SOP/PS, bài luận, thư giới thiệu, CV, nộp hồ sơ, luyện phỏng vấn, dịch thuật, chọn trường và hỗ trợ visa.",
    lead: "Chỉ cần hỗ trợ một phần hồ sơ? Hãy chọn đúng dịch vụ bạn cần.",
    documentGroupTitle: "Chỉnh sửa hồ sơ",
    otherGroupTitle: "Dịch vụ nộp hồ sơ và định hướng",
    services: [
      {
        key: "sop-ps",
        name: "Bài luận mục tiêu / Bài luận cá nhân (SOP/PS)",
        summary:
          "SOP/PS cho hội đồng tuyển sinh thấy con người phía sau bảng điểm. Chúng tôi giúp bạn viết một bài luận tập trung, thuyết phục.",
        includes: [
          "Phỏng vấn và viết, xem xét và chỉnh sửa, biên dịch viên bản ngữ hoặc hiệu đính chuyên nghiệp",
          "Trao đổi sâu về xuất thân, động lực và định hướng nghề nghiệp",
          "Bố cục và mạch truyện phù hợp với ngành học",
          "Trau chuốt ngôn ngữ cho rõ ràng, mạch lạc",
        ],
        notes: ["Bao gồm một lần chỉnh sửa", "Dịch vụ gấp 72 giờ: +25% giá gốc"],
      },
      {
        key: "essay",
        name: "Bài luận (Essay)",
        summary: "Bài luận theo đề của từng trường cần câu trả lời cụ thể, đúng trọng tâm và đúng số chữ.",
        includes: [
          "Phân tích đề và tìm ý tưởng phù hợp",
          "Chỉnh bố cục, độ bám đề và số chữ",
          "Đảm bảo nhất quán với toàn bộ hồ sơ",
          "Hiệu đính ngữ pháp và văn phong",
        ],
        notes: ["Bao gồm một lần chỉnh sửa", "Dịch vụ gấp 72 giờ: +25% giá gốc"],
      },
      {
        key: "rl",
        name: "Thư giới thiệu (RL)",
        summary:
          "Thư giới thiệu tốt chứng minh năng lực của bạn qua lời người hiểu bạn: cụ thể, đáng tin và chuyên nghiệp.",
        includes: [
          "Tư vấn chọn người giới thiệu phù hợp",
          "Soạn thảo hoặc chỉnh sửa dựa trên thông tin từ người giới thiệu",
          "Dẫn chứng cụ thể hỗ trợ hồ sơ",
          "Giọng văn và định dạng chuyên nghiệp",
        ],
        notes: ["Bao gồm một lần chỉnh sửa", "Dịch vụ gấp 72 giờ: +25% giá gốc"],
      },
      {
        key: "resume-cv",
        name: "Sơ yếu lý lịch / CV",
        summary: "CV học thuật cần thể hiện học vấn, kinh nghiệm và thành tích gọn gàng, nổi bật.",
        includes: [
          "Chọn lọc và sắp xếp kinh nghiệm liên quan nhất",
          "Mô tả bằng hành động và kết quả đo lường được",
          "Bố cục rõ ràng, chuyên nghiệp",
          "Hiệu đính ngữ pháp và tính nhất quán",
        ],
        notes: ["Độ dài CV: 1-2 trang", "Bao gồm một lần chỉnh sửa", "Dịch vụ gấp 72 giờ: +25% giá gốc"],
      },
      {
        key: "application",
        name: "Dịch vụ nộp hồ sơ",
        summary: "Chúng tôi cùng bạn quản lý biểu mẫu, lệ phí và hạn chót để mỗi hồ sơ đầy đủ, chính xác, đúng hạn.",
        includes: [
          "Lập lộ trình và theo dõi hạn nộp",
          "Hỗ trợ điền đơn đăng ký trực tuyến",
          "Danh sách giấy tờ và điểm thi cần có",
          "Theo dõi tình trạng hồ sơ và yêu cầu từ trường",
        ],
        notes: ["Hồ sơ chỉ được nộp sau khi bạn xác nhận mọi thông tin"],
      },
      {
        key: "interview",
        name: "Luyện phỏng vấn",
        summary: "Phỏng vấn thử giúp bạn trả lời tự tin, tự nhiên khi chương trình hoặc học bổng yêu cầu phỏng vấn.",
        includes: [
          "Tìm hiểu hình thức phỏng vấn của chương trình",
          "Luyện các câu hỏi thường gặp và câu hỏi chuyên ngành",
          "Phỏng vấn thử kèm nhận xét chi tiết",
          "Kỹ năng giao tiếp, ngôn ngữ cơ thể và phỏng vấn trực tuyến",
        ],
        notes: ["Luyện phỏng vấn bằng tiếng Anh, trực tiếp hoặc trực tuyến"],
      },
      {
        key: "translation",
        name: "Dịch thuật",
        summary: "Dịch chính xác giấy tờ chính thức sang tiếng Anh theo đúng định dạng trường yêu cầu.",
        includes: [
          "Bảng điểm, bằng tốt nghiệp và chứng chỉ",
          "Giấy tờ tài chính và hồ sơ bổ sung",
          "Thuật ngữ chính xác, định dạng nhất quán",
          "Rà soát kỹ trước khi bàn giao",
        ],
        notes: ["Hãy kiểm tra trường có yêu cầu bản dịch công chứng hay không"],
      },
      {
        key: "school-selection",
        name: "Định hướng chọn trường",
        summary:
          "Chúng tôi phân tích hồ sơ, mục tiêu và ngân sách để lập danh sách cân bằng giữa trường mơ ước, vừa sức và an toàn.",
        includes: [
          "Đánh giá điểm học tập, điểm thi và kinh nghiệm",
          "So sánh chương trình, xếp hạng, chi phí và vị trí",
          "Tư vấn Mỹ, Anh, Canada, Úc, Hà Lan và Ireland",
          "Danh sách trường cuối cùng kèm lý do rõ ràng",
        ],
        notes: ["Chúng tôi đề xuất danh sách từ 8 đến 12 trường"],
      },
      {
        key: "visa-departure",
        name: "Hỗ trợ visa và trước khi lên đường",
        summary: "Sau khi trúng tuyển, chúng tôi giúp bạn chuẩn bị visa du học và mọi thứ cần thiết trước khi đi.",
        includes: [
          "Danh sách giấy tờ và hướng dẫn xin visa du học",
          "Chuẩn bị phỏng vấn visa nếu được yêu cầu",
          "Tư vấn nhà ở, bảo hiểm và đi lại",
          "Buổi định hướng về cuộc sống và học tập ở nước ngoài",
        ],
        notes: ["Kết quả visa do đại sứ quán hoặc cơ quan di trú quyết định"],
      },
    ],
    rushTitle: "Dịch vụ gấp 72 giờ",
    rushText:
      "Sắp đến hạn nộp? Dịch vụ chỉnh sửa hồ sơ gấp được hoàn thành trong vòng 72 giờ sau khi xác nhận tài liệu, phụ phí 25% giá gốc.",
    paymentTitle: "Thanh toán",
    paymentText:
      "Dịch vụ lẻ được thanh toán bằng chuyển khoản ngân hàng, bằng đồng Việt Nam (₫) hoặc đô la Mỹ (US$). Chuyên viên tư vấn sẽ gửi thông tin tài khoản sau khi đơn hàng được xác nhận.",
    orderButton: "Đặt dịch vụ",
  },
  package: {
    title: "Gói du học trọn gói",
    metaDescription:
      "Gói trọn gói của Studyway: chuyên viên lộ trình và chuyên viên hồ sơ bản ngữ tiếng Anh đồng hành từ chọn trường đến ngày lên đường.",
    lead: "Một gói, hai chuyên viên, hỗ trợ toàn diện: từ chọn trường đến lúc lên máy bay, chúng tôi cùng bạn đi từng bước.",
    dualTitle: "Hai chuyên viên, một mục tiêu",
    dualText:
      "Chuyên viên lộ trình phụ trách chiến lược, danh sách trường và tiến độ; chuyên viên hồ sơ bản ngữ tiếng Anh giúp bạn viết và hoàn thiện từng bài luận.",
    includesTitle: "Gói bao gồm",
    includes: [
      "Định hướng chọn trường với danh sách từ 8 đến 12 trường",
      "Chỉnh sửa SOP/PS, bài luận, thư giới thiệu và CV",
      "Nộp hồ sơ trọn vẹn và quản lý hạn nộp",
      "Luyện phỏng vấn",
      "Hỗ trợ visa và trước khi lên đường",
    ],
    suitsTitle: "Phù hợp với ai?",
    suits: [
      "Bạn muốn được hỗ trợ xuyên suốt quá trình nộp hồ sơ",
      "Học sinh, sinh viên và người đi làm bận rộn",
      "Ứng viên nhắm đến các chương trình cạnh tranh cao",
      "Bạn nộp hồ sơ cùng lúc vào nhiều quốc gia",
    ],
    majorsTitle: "Các ngành áp dụng gói",
    majorsText: "Với các ngành sau, dịch vụ nộp hồ sơ chỉ được cung cấp trong gói trọn gói:",
    majors: [
      "MBA",
      "Marketing",
      "Tài chính",
      "Kế toán",
      "Quản trị",
      "Quản lý thể thao",
      "Nghệ thuật và thiết kế",
      "Công nghệ thông tin",
      "Điện tử",
      "Kỹ thuật điện",
      "Kỹ thuật cơ khí",
    ],
    stepsTitle: "Quy trình",
    steps: [
      { title: "Tư vấn miễn phí", text: "Tìm hiểu xuất thân, mục tiêu, ngân sách và quốc gia bạn mong muốn." },
      {
        title: "Chọn trường và chiến lược",
        text: "Chuyên viên lộ trình lập danh sách trường cân bằng và tiến độ nộp hồ sơ.",
      },
      { title: "Viết và chỉnh sửa hồ sơ", text: "Chuyên viên hồ sơ bản ngữ cùng bạn hoàn thiện từng bài luận và CV." },
      { title: "Nộp hồ sơ và phỏng vấn", text: "Chúng tôi nộp hồ sơ, theo dõi tiến độ và giúp bạn luyện phỏng vấn." },
      { title: "Visa và lên đường", text: "Khi trúng tuyển, chúng tôi hỗ trợ visa và giúp bạn sẵn sàng xuất phát." },
    ],
    ctaTitle: "Để đội ngũ của chúng tôi đồng hành cùng bạn từ đầu đến cuối",
    ctaButton: "Tìm hiểu gói trọn gói",
  },
};

/**
 * The texts of uploads and files in Simplified Chinese (the source language); ./messages.ts gathers the languages.
 */
export const fileMessagesZhCN = {
  'file.tooMany': '当前限制最多可以上传{limit}个文件',
  'file.tooManyImages': '当前限制最多可以上传{limit}张图片',
  'file.tooLarge': '文件大小超过{size}{unit}',
  'file.imageTooLarge': '图片大小超过{size}{unit}',
  'file.wrongType': '请选择{accept}类型的文件',
  'file.notImage': '请上传图片',
  'file.unreadable': '文件{name}读取出错，请检查该文件',
  'file.noneToDownload': '未发现文件',
  'file.notFound': '文件不存在',
  'file.statusSuccess': '上传成功',
  'file.statusError': '上传失败',
  'file.statusUploading': '上传中',
  'file.statusPaused': '暂停中',
  'file.statusWaiting': '等待中',
  'file.statusVerifying': '文件校验中',
  'file.upload': '上传文件',
  'file.uploadImage': '上传图片',
  'file.downloadAll': '全部下载',
  'file.download': '下载',
  'file.remove': '删除',
  'file.preview': '预览',
  'file.pause': '暂停',
  'file.resume': '继续',
  'file.retry': '重试',
  'file.cancel': '取 消',
  'file.previewTitle': '文件预览',
  'file.noPreview': '该文件暂不支持在线预览，请下载后查看',
  'file.md5Mismatch': '文件校验失败，请重新上传',
  'file.chunkInvalid': '文件分片有误：{detail}',
  'file.chunksMissing': '文件分片不完整，请继续上传',
  'file.typeInvalid': '文件类型参数有误',
  'file.linkInvalid': '下载链接无效或已过期',
  'file.nameInvalid': '文件名无效',
  'file.uploadMissing': '请选择要上传的文件',
  'file.listInvalid': '{field}的文件有误，请重新上传',
  'file.count': '{count}个文件',
} as const;

/** A key of the file messages. */
export type FileMessageKey = keyof typeof fileMessagesZhCN;

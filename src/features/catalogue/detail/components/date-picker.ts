// antd-mobile's DatePicker (and its wheel, gestures and popup), loaded on the first opening of a date field
//: a first visit to the detail does not carry it.
export { DatePicker } from 'antd-mobile'

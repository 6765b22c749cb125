// case: op.form-in-profile/valid/vs_3_0/vs2x-callnz-pred (validate)
// expect: valid
// case: op.form-in-profile/assemble/vs_3_0/vs2x-callnz-pred (assemble)
// expect: the tokens of valid-vs_3_0-vs2x-callnz-pred.bin
// origin: template code {after: ret label l0 ret, code: mov r1, c0 setp_gt p0, r1, c1 callnz l0, p0.x}
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
setp_gt p0, r1, c1
callnz l0, p0.x
mov o0, v0
ret
label l0
ret

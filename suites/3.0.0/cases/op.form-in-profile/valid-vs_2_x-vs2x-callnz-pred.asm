// case: op.form-in-profile/valid/vs_2_x/vs2x-callnz-pred (validate)
// expect: valid
// case: op.form-in-profile/assemble/vs_2_x/vs2x-callnz-pred (assemble)
// expect: the tokens of valid-vs_2_x-vs2x-callnz-pred.bin
// origin: template code {after: ret label l0 ret, code: mov r1, c0 setp_gt p0, r1, c1 callnz l0, p0.x}
vs_2_x
dcl_position v0
mov r1, c0
setp_gt p0, r1, c1
callnz l0, p0.x
mov oPos, v0
ret
label l0
ret

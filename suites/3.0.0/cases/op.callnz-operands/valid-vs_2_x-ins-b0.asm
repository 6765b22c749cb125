// case: op.callnz-operands/valid/vs_2_x/ins-b0 (validate)
// expect: valid
// case: op.callnz-operands/assemble/vs_2_x/ins-b0 (assemble)
// expect: the tokens of valid-vs_2_x-ins-b0.bin
// origin: template op {after: ret label l1 ret, ins: b0}
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
callnz l1, b0
mov oPos, v0
ret
label l1
ret

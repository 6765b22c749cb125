// case: op.callnz-operands/valid/ps_3_0/ins-b0 (validate)
// expect: valid
// case: op.callnz-operands/assemble/ps_3_0/ins-b0 (assemble)
// expect: the tokens of valid-ps_3_0-ins-b0.bin
// origin: template op {after: ret label l1 ret, ins: b0}
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
callnz l1, b0
mov oC0, c0
ret
label l1
ret

// case: op.callnz-operands/invalid/ps_3_sw/ins-c0 (validate)
// expect: invalid [op.callnz-operands]
// origin: template op {after: ret label l1 ret, ins: c0}
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
callnz l1, c0.x
mov oC0, c0
ret
label l1
ret

// case: op.callnz-operands/invalid/ps_3_sw/ins-r1_ctx (validate)
// expect: invalid [op.callnz-operands]
// origin: template op {after: ret label l1 ret, ins: r1} + 1 random context instructions (seed 1 attempt 0)
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
callnz l1, r1.x
mov oC0, c0
mov r0, c4
ret
label l1
ret

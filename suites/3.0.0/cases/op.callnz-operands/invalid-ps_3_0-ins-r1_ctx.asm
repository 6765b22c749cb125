// case: op.callnz-operands/invalid/ps_3_0/ins-r1_ctx (validate)
// expect: invalid [op.callnz-operands]
// origin: template op {after: ret label l1 ret, ins: r1} + 5 random context instructions (seed 1 attempt 0)
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
callnz l1, r1.x
mov oC0, c0
mul r0, c6, c6
mov r4, c0
add r5, c4, c4
mul r6, r0, r0
mul r7, r4, r4
ret
label l1
ret

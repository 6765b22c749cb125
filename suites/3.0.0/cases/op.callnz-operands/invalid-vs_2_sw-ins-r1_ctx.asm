// case: op.callnz-operands/invalid/vs_2_sw/ins-r1_ctx (validate)
// expect: invalid [op.callnz-operands]
// origin: template op {after: ret label l1 ret, ins: r1} + 5 random context instructions (seed 1 attempt 0)
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
callnz l1, r1.x
mov oPos, v0
mov r0, c7
add r4, c6, r0
mul r5, r0, c1
mov r6, r4
add r7, r5, r4
ret
label l1
ret

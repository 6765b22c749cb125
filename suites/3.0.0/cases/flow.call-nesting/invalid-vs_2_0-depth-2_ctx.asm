// case: flow.call-nesting/invalid/vs_2_0/depth-2_ctx (validate)
// expect: invalid [flow.call-nesting]
// origin: template calls {depth: 2} + 6 random context instructions (seed 1 attempt 0)
vs_2_0
dcl_position v0
call l0
mov oPos, v0
mul r0, c7, c7
mad r1, r0, c7, r0
add r2, r0, r1
mul r3, c6, c6
mul r4, c2, c2
mad r5, c4, c4, r3
ret
label l0
call l1
ret
label l1
ret

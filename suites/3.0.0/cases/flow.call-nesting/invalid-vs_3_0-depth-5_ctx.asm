// case: flow.call-nesting/invalid/vs_3_0/depth-5_ctx (validate)
// expect: invalid [flow.call-nesting]
// origin: template calls {depth: 5} + 5 random context instructions (seed 1 attempt 0)
vs_3_0
dcl_position v0
dcl_position o0
call l0
mov o0, v0
mul r0, c6, c6
mul r1, c7, c7
mov r2, r1
mad r3, c4, r1, c4
mul r4, r1, r2
ret
label l0
call l1
ret
label l1
call l2
ret
label l2
call l3
ret
label l3
call l4
ret
label l4
ret

// case: flow.call-nesting/invalid/vs_3_sw/depth-5_ctx (validate)
// expect: invalid [flow.call-nesting]
// origin: template calls {depth: 5} + 3 random context instructions (seed 1 attempt 0)
vs_3_sw
dcl_position v0
dcl_position o0
call l0
mov o0, v0
mov r0, c2
add r1, r0, c3
mul r2, r1, r0
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

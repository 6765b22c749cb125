// case: flow.loop-nesting/valid/vs_3_sw/block-loop_depth-1 (validate)
// expect: valid
// case: flow.loop-nesting/assemble/vs_3_sw/block-loop_depth-1 (assemble)
// expect: the tokens of valid-vs_3_sw-block-loop_depth-1.bin
// origin: template nest {block: loop, depth: 1}
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
loop aL, i0
mov r0, c0
endloop
mov o0, v0

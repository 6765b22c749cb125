// case: flow.loop-nesting/valid/vs_3_0/block-loop_depth-4 (validate)
// expect: valid
// case: flow.loop-nesting/assemble/vs_3_0/block-loop_depth-4 (assemble)
// expect: the tokens of valid-vs_3_0-block-loop_depth-4.bin
// origin: template nest {block: loop, depth: 4}
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
loop aL, i0
loop aL, i0
loop aL, i0
loop aL, i0
mov r0, c0
endloop
endloop
endloop
endloop
mov o0, v0

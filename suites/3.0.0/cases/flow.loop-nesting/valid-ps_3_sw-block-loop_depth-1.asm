// case: flow.loop-nesting/valid/ps_3_sw/block-loop_depth-1 (validate)
// expect: valid
// case: flow.loop-nesting/assemble/ps_3_sw/block-loop_depth-1 (assemble)
// expect: the tokens of valid-ps_3_sw-block-loop_depth-1.bin
// origin: template nest {block: loop, depth: 1}
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
loop aL, i0
mov r0, c0
endloop
mov oC0, c0

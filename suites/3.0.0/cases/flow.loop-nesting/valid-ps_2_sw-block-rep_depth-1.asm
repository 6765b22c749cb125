// case: flow.loop-nesting/valid/ps_2_sw/block-rep_depth-1 (validate)
// expect: valid
// case: flow.loop-nesting/assemble/ps_2_sw/block-rep_depth-1 (assemble)
// expect: the tokens of valid-ps_2_sw-block-rep_depth-1.bin
// origin: template nest {block: rep, depth: 1}
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
rep i0
mov r0, c0
endrep
mov oC0, c0

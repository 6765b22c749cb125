// case: flow.loop-nesting/valid/ps_2_x/block-rep_depth-2 (validate)
// expect: valid
// case: flow.loop-nesting/assemble/ps_2_x/block-rep_depth-2 (assemble)
// expect: the tokens of valid-ps_2_x-block-rep_depth-2.bin
// origin: template nest {block: rep, depth: 2}
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
rep i0
rep i0
mov r0, c0
endrep
endrep
mov oC0, c0

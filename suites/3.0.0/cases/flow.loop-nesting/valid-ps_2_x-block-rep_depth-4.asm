// case: flow.loop-nesting/valid/ps_2_x/block-rep_depth-4 (validate)
// expect: valid
// case: flow.loop-nesting/assemble/ps_2_x/block-rep_depth-4 (assemble)
// expect: the tokens of valid-ps_2_x-block-rep_depth-4.bin
// origin: template nest {block: rep, depth: 4}
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
rep i0
rep i0
rep i0
rep i0
mov r0, c0
endrep
endrep
endrep
endrep
mov oC0, c0

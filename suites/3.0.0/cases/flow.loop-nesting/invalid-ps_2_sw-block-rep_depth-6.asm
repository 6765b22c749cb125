// case: flow.loop-nesting/invalid/ps_2_sw/block-rep_depth-6 (validate)
// expect: invalid [flow.loop-nesting]
// origin: template nest {block: rep, depth: 6}
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
rep i0
rep i0
rep i0
rep i0
rep i0
rep i0
mov r0, c0
endrep
endrep
endrep
endrep
endrep
endrep
mov oC0, c0

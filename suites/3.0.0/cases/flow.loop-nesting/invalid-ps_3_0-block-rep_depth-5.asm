// case: flow.loop-nesting/invalid/ps_3_0/block-rep_depth-5 (validate)
// expect: invalid [flow.loop-nesting]
// origin: template nest {block: rep, depth: 5}
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
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
mov oC0, c0

// case: exec.add/execute/ps_1_4/coissue-reads-first-basic (execute)
// expect: the outputs of execute-ps_1_4-coissue-reads-first-basic.outputs.json (tolerance 1.5625e-2)
// origin: execute coissue-reads-first {inputs: basic}
ps_1_4
mov r1, c2
mov r0, c0
mov r0.rgb, r0.a
+add r0.a, r0, c1

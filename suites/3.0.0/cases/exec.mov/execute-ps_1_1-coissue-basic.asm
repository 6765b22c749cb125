// case: exec.mov/execute/ps_1_1/coissue-basic (execute)
// expect: the outputs of execute-ps_1_1-coissue-basic.outputs.json (tolerance 1.5625e-2)
// origin: execute coissue {inputs: basic}
ps_1_1
mov r1, c2
mov r0.rgb, c0
+mov r0.a, c1

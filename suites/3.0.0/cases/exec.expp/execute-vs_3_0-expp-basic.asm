// case: exec.expp/execute/vs_3_0/expp-basic (execute)
// expect: the outputs of execute-vs_3_0-expp-basic.outputs.json (tolerance 2.209708691207961e-2)
// origin: execute expp {inputs: basic}
vs_3_0
dcl_position o0
mov r1, c0
mov r2, c1
mov r3, c2
expp r0, r1.x
mov o0, r0

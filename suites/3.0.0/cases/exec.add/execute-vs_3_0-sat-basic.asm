// case: exec.add/execute/vs_3_0/sat-basic (execute)
// expect: the outputs of execute-vs_3_0-sat-basic.outputs.json (tolerance 9.5367431640625e-7)
// origin: execute sat {inputs: basic}
vs_3_0
dcl_position o0
mov r1, c0
mov r2, c1
mov r3, c2
add_sat r0, r1, r2
mov o0, r0

// case: exec.ifc/execute/vs_3_sw/ifc-ge-equal (execute)
// expect: the outputs of execute-vs_3_sw-ifc-ge-equal.outputs.json (tolerance 4.76837158203125e-7)
// origin: execute ifc-ge {inputs: equal}
vs_3_sw
dcl_position o0
mov r1, c0
mov r2, c1
mov r3, c2
mov r0, r3
if_ge r1.y, r2.y
mov r0, r1
endif
mov o0, r0

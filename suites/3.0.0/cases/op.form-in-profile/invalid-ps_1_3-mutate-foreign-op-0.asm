// case: op.form-in-profile/invalid/ps_1_3/mutate-foreign-op-0 (validate)
// expect: invalid [op.form-in-profile]
// origin: mutator foreign-op on random seed 1 ps_1_3 #1
ps_1_3
def c5, 1.0, 1.0, 1.0, 1.0
def c0, 1.0, 1.0, -0.5, -0.5
def c6, -1.0, 0.125, 1.0, -1.0
add r0, c1.w, c0.w
abs r1, c0

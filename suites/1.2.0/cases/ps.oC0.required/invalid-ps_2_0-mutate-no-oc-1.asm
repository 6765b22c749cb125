// case: ps.oC0.required/invalid/ps_2_0/mutate-no-oc-1 (validate)
// expect: invalid [ps.oC0.required]
// origin: mutator no-oc on random seed 1 ps_2_0 #1
ps_2_0
dcl t4.xz
dcl v1
dcl_2d s5
dcl t0
def c30, -1693227600.0, 0.25, -1.0, 0.25
dcl t7.yz

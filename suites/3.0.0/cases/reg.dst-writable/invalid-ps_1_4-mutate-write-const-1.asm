// case: reg.dst-writable/invalid/ps_1_4/mutate-write-const-1 (validate)
// expect: invalid [reg.dst-writable]
// origin: mutator write-const on random seed 1 ps_1_4 #2
ps_1_4
def c1, 0.5, -0.5, -1.0, 0.5
def c7, -1.0, 0.125, -0.5, -0.5
def c2, 0.0, 1.0, 0.0, -0.5
def c0, 1.0, -1.0, 1.0, -0.5
cmp_d2 r4, c0.y, c7, c0
mad r4, c2.y, c1.y, c2.y
mul r1.y, c7.x, c0
lrp r5, c0, r4, c7
mov r0.xyw, -r4_x2
add r0.zw, c2, c2
mov r0, r5_bx2
mov c0, c0

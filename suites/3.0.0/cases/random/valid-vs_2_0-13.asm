// case: random/valid/vs_2_0/13 (validate)
// expect: valid
// case: random/assemble/vs_2_0/13 (assemble)
// expect: the tokens of valid-vs_2_0-13.bin
// origin: random seed 1 vs_2_0 #13
vs_2_0
dcl_position v3
def c46, 3.2172625e-24, -4.5786033e-9, 0.125, 0.5
def c7, 0.25, 2.0, 0.5, 0.0
dcl_texcoord12 v9
def c10, 0.25, 2.0, -2.0, -1.0
defi i13, 4, 4, 2, 0
defi i11, 2, 0, 1, 0
def c47, -1.8504558e27, 4.0, 0.0, -4.9552087e37
defb b8, false
mov r0, -v3.yxyz
crs r4.x, -c0, v3
expp r9.x, c2.w
sge r3, c255, c255.yxwz
mova a0.x, -r9
mov oPos, -v3.xwwz
max oD0.w, -v9, c0[a0.x].wyz
mov oD1.z, -c2
min oT1, -r0, c255

// case: random/valid/ps_2_0/3 (validate)
// expect: valid
// case: random/assemble/ps_2_0/3 (assemble)
// expect: the tokens of valid-ps_2_0-3.bin
// origin: random seed 1 ps_2_0 #3
ps_2_0
dcl v0
def c0, 1.0, 4.0, 0.0, -6.9220604e-8
dcl_cube s13
def c27, -2.0, 0.0, 2.0, 0.25
def c20, 0.125, 5.2960814e-9, -1538.0833, 2.2838486e-30
def c8, -5.407071e26, 1.0, 1.0, 0.25
dcl_2d s14
dcl_volume s9
mov_pp r7.xz, -c0.z
add r3, c1.y, c1.x
texldb_pp r7, r3, s9
cmp r0.yz, -c0.x, r7, -r7.zxyw
crs r4.xy, r7, -c31
mov r3.yzw, c31.w
dp4 r10, -r0.z, r7
max r0.xy, c1.wzyx, v0.w
mov oC0, c1
mov oC1, c3
mov oC2, r3

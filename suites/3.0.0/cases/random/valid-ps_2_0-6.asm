// case: random/valid/ps_2_0/6 (validate)
// expect: valid
// case: random/assemble/ps_2_0/6 (assemble)
// expect: the tokens of valid-ps_2_0-6.bin
// origin: random seed 1 ps_2_0 #6
ps_2_0
dcl_2d s1
def c11, -1.572797e38, 1963.5151, 6.0878096e-20, 2.0
dcl t1
def c3, 2.0, -3.2189386e-5, 7.3178645e-28, -7.985055e18
def c1, -7.5236076e-32, -1.0, -1.0, -2.0
dcl v0
dcl v1.yzw
dcl t4.xyz
nrm_sat r1, c1.y
mul r10, -v0.x, r1
crs_sat r1.xz, t1, c2
exp r2, -c3.w
texld r10, t1, s1
frc r2.yw, -r2
add r6.xy, -c31, t4
dp3 r6, r10, -r1
mov oC0, t1
mov oC1, c2
mov oC2, r1
mov oC3, c31

// case: random/valid/ps_2_x/0 (validate)
// expect: valid
// case: random/assemble/ps_2_x/0 (assemble)
// expect: the tokens of valid-ps_2_x-0.bin
// origin: random seed 1 ps_2_x #0
ps_2_x
dcl_cube s5
dcl_2d s8
defb b1, true
defi i10, 2, 4, 1, 0
def c5, 4.4155127e-28, -1.0, -1.0, 0.5
dcl v0.zw
def c30, 1.0, -0.5, -0.5, 1.9801854e18
def c16, -1.0, 4.9777786e-24, -1.0, 1.0
dp3 r21, c0, -c0.xzxy
lrp r7.z, -c1, -c1, -v0
rsq r24, -c1.w
exp r12, c3.x
crs_sat r14.yz, c1, r12
mov oC0, c3

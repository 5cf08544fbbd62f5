// Integer and float semantics: every arith op at several widths on edge values
// (wrap-around, signed and unsigned views, rounding of casts), printed. Written by
// gen_arith.py; the expected output is mlir-cpu-runner-14's (LLVM 14 syntax).
// STAGES: high

func private @printI64(i64)
func private @printF64(f64)
func private @printF32(f32)
func private @printNewline()
func private @printComma()

func @entry() {
  %v1 = arith.constant 0 : i8
  %v2 = arith.constant 1 : i8
  %v3 = arith.constant 127 : i8
  %v4 = arith.constant -128 : i8
  %v5 = arith.constant -1 : i8
  %v6 = arith.constant 100 : i8
  %v7 = arith.constant -7 : i8
  %v8 = arith.addi %v1, %v1 : i8
  %v9 = arith.extsi %v8 : i8 to i64
  call @printI64(%v9) : (i64) -> ()
  call @printComma() : () -> ()
  %v10 = arith.addi %v1, %v4 : i8
  %v11 = arith.extsi %v10 : i8 to i64
  call @printI64(%v11) : (i64) -> ()
  call @printComma() : () -> ()
  %v12 = arith.addi %v1, %v7 : i8
  %v13 = arith.extsi %v12 : i8 to i64
  call @printI64(%v13) : (i64) -> ()
  call @printComma() : () -> ()
  %v14 = arith.addi %v2, %v3 : i8
  %v15 = arith.extsi %v14 : i8 to i64
  call @printI64(%v15) : (i64) -> ()
  call @printComma() : () -> ()
  %v16 = arith.addi %v2, %v6 : i8
  %v17 = arith.extsi %v16 : i8 to i64
  call @printI64(%v17) : (i64) -> ()
  call @printComma() : () -> ()
  %v18 = arith.addi %v3, %v2 : i8
  %v19 = arith.extsi %v18 : i8 to i64
  call @printI64(%v19) : (i64) -> ()
  call @printComma() : () -> ()
  %v20 = arith.addi %v3, %v5 : i8
  %v21 = arith.extsi %v20 : i8 to i64
  call @printI64(%v21) : (i64) -> ()
  call @printComma() : () -> ()
  %v22 = arith.addi %v4, %v1 : i8
  %v23 = arith.extsi %v22 : i8 to i64
  call @printI64(%v23) : (i64) -> ()
  call @printComma() : () -> ()
  %v24 = arith.addi %v4, %v4 : i8
  %v25 = arith.extsi %v24 : i8 to i64
  call @printI64(%v25) : (i64) -> ()
  call @printComma() : () -> ()
  %v26 = arith.addi %v4, %v7 : i8
  %v27 = arith.extsi %v26 : i8 to i64
  call @printI64(%v27) : (i64) -> ()
  call @printComma() : () -> ()
  %v28 = arith.addi %v5, %v3 : i8
  %v29 = arith.extsi %v28 : i8 to i64
  call @printI64(%v29) : (i64) -> ()
  call @printComma() : () -> ()
  %v30 = arith.addi %v5, %v6 : i8
  %v31 = arith.extsi %v30 : i8 to i64
  call @printI64(%v31) : (i64) -> ()
  call @printComma() : () -> ()
  %v32 = arith.addi %v6, %v2 : i8
  %v33 = arith.extsi %v32 : i8 to i64
  call @printI64(%v33) : (i64) -> ()
  call @printComma() : () -> ()
  %v34 = arith.addi %v6, %v5 : i8
  %v35 = arith.extsi %v34 : i8 to i64
  call @printI64(%v35) : (i64) -> ()
  call @printComma() : () -> ()
  %v36 = arith.addi %v7, %v1 : i8
  %v37 = arith.extsi %v36 : i8 to i64
  call @printI64(%v37) : (i64) -> ()
  call @printComma() : () -> ()
  %v38 = arith.addi %v7, %v4 : i8
  %v39 = arith.extsi %v38 : i8 to i64
  call @printI64(%v39) : (i64) -> ()
  call @printComma() : () -> ()
  %v40 = arith.addi %v7, %v7 : i8
  %v41 = arith.extsi %v40 : i8 to i64
  call @printI64(%v41) : (i64) -> ()
  call @printComma() : () -> ()
  call @printNewline() : () -> ()
  %v42 = arith.subi %v1, %v1 : i8
  %v43 = arith.extsi %v42 : i8 to i64
  call @printI64(%v43) : (i64) -> ()
  call @printComma() : () -> ()
  %v44 = arith.subi %v1, %v4 : i8
  %v45 = arith.extsi %v44 : i8 to i64
  call @printI64(%v45) : (i64) -> ()
  call @printComma() : () -> ()
  %v46 = arith.subi %v1, %v7 : i8
  %v47 = arith.extsi %v46 : i8 to i64
  call @printI64(%v47) : (i64) -> ()
  call @printComma() : () -> ()
  %v48 = arith.subi %v2, %v3 : i8
  %v49 = arith.extsi %v48 : i8 to i64
  call @printI64(%v49) : (i64) -> ()
  call @printComma() : () -> ()
  %v50 = arith.subi %v2, %v6 : i8
  %v51 = arith.extsi %v50 : i8 to i64
  call @printI64(%v51) : (i64) -> ()
  call @printComma() : () -> ()
  %v52 = arith.subi %v3, %v2 : i8
  %v53 = arith.extsi %v52 : i8 to i64
  call @printI64(%v53) : (i64) -> ()
  call @printComma() : () -> ()
  %v54 = arith.subi %v3, %v5 : i8
  %v55 = arith.extsi %v54 : i8 to i64
  call @printI64(%v55) : (i64) -> ()
  call @printComma() : () -> ()
  %v56 = arith.subi %v4, %v1 : i8
  %v57 = arith.extsi %v56 : i8 to i64
  call @printI64(%v57) : (i64) -> ()
  call @printComma() : () -> ()
  %v58 = arith.subi %v4, %v4 : i8
  %v59 = arith.extsi %v58 : i8 to i64
  call @printI64(%v59) : (i64) -> ()
  call @printComma() : () -> ()
  %v60 = arith.subi %v4, %v7 : i8
  %v61 = arith.extsi %v60 : i8 to i64
  call @printI64(%v61) : (i64) -> ()
  call @printComma() : () -> ()
  %v62 = arith.subi %v5, %v3 : i8
  %v63 = arith.extsi %v62 : i8 to i64
  call @printI64(%v63) : (i64) -> ()
  call @printComma() : () -> ()
  %v64 = arith.subi %v5, %v6 : i8
  %v65 = arith.extsi %v64 : i8 to i64
  call @printI64(%v65) : (i64) -> ()
  call @printComma() : () -> ()
  %v66 = arith.subi %v6, %v2 : i8
  %v67 = arith.extsi %v66 : i8 to i64
  call @printI64(%v67) : (i64) -> ()
  call @printComma() : () -> ()
  %v68 = arith.subi %v6, %v5 : i8
  %v69 = arith.extsi %v68 : i8 to i64
  call @printI64(%v69) : (i64) -> ()
  call @printComma() : () -> ()
  %v70 = arith.subi %v7, %v1 : i8
  %v71 = arith.extsi %v70 : i8 to i64
  call @printI64(%v71) : (i64) -> ()
  call @printComma() : () -> ()
  %v72 = arith.subi %v7, %v4 : i8
  %v73 = arith.extsi %v72 : i8 to i64
  call @printI64(%v73) : (i64) -> ()
  call @printComma() : () -> ()
  %v74 = arith.subi %v7, %v7 : i8
  %v75 = arith.extsi %v74 : i8 to i64
  call @printI64(%v75) : (i64) -> ()
  call @printComma() : () -> ()
  call @printNewline() : () -> ()
  %v76 = arith.muli %v1, %v1 : i8
  %v77 = arith.extsi %v76 : i8 to i64
  call @printI64(%v77) : (i64) -> ()
  call @printComma() : () -> ()
  %v78 = arith.muli %v1, %v4 : i8
  %v79 = arith.extsi %v78 : i8 to i64
  call @printI64(%v79) : (i64) -> ()
  call @printComma() : () -> ()
  %v80 = arith.muli %v1, %v7 : i8
  %v81 = arith.extsi %v80 : i8 to i64
  call @printI64(%v81) : (i64) -> ()
  call @printComma() : () -> ()
  %v82 = arith.muli %v2, %v3 : i8
  %v83 = arith.extsi %v82 : i8 to i64
  call @printI64(%v83) : (i64) -> ()
  call @printComma() : () -> ()
  %v84 = arith.muli %v2, %v6 : i8
  %v85 = arith.extsi %v84 : i8 to i64
  call @printI64(%v85) : (i64) -> ()
  call @printComma() : () -> ()
  %v86 = arith.muli %v3, %v2 : i8
  %v87 = arith.extsi %v86 : i8 to i64
  call @printI64(%v87) : (i64) -> ()
  call @printComma() : () -> ()
  %v88 = arith.muli %v3, %v5 : i8
  %v89 = arith.extsi %v88 : i8 to i64
  call @printI64(%v89) : (i64) -> ()
  call @printComma() : () -> ()
  %v90 = arith.muli %v4, %v1 : i8
  %v91 = arith.extsi %v90 : i8 to i64
  call @printI64(%v91) : (i64) -> ()
  call @printComma() : () -> ()
  %v92 = arith.muli %v4, %v4 : i8
  %v93 = arith.extsi %v92 : i8 to i64
  call @printI64(%v93) : (i64) -> ()
  call @printComma() : () -> ()
  %v94 = arith.muli %v4, %v7 : i8
  %v95 = arith.extsi %v94 : i8 to i64
  call @printI64(%v95) : (i64) -> ()
  call @printComma() : () -> ()
  %v96 = arith.muli %v5, %v3 : i8
  %v97 = arith.extsi %v96 : i8 to i64
  call @printI64(%v97) : (i64) -> ()
  call @printComma() : () -> ()
  %v98 = arith.muli %v5, %v6 : i8
  %v99 = arith.extsi %v98 : i8 to i64
  call @printI64(%v99) : (i64) -> ()
  call @printComma() : () -> ()
  %v100 = arith.muli %v6, %v2 : i8
  %v101 = arith.extsi %v100 : i8 to i64
  call @printI64(%v101) : (i64) -> ()
  call @printComma() : () -> ()
  %v102 = arith.muli %v6, %v5 : i8
  %v103 = arith.extsi %v102 : i8 to i64
  call @printI64(%v103) : (i64) -> ()
  call @printComma() : () -> ()
  %v104 = arith.muli %v7, %v1 : i8
  %v105 = arith.extsi %v104 : i8 to i64
  call @printI64(%v105) : (i64) -> ()
  call @printComma() : () -> ()
  %v106 = arith.muli %v7, %v4 : i8
  %v107 = arith.extsi %v106 : i8 to i64
  call @printI64(%v107) : (i64) -> ()
  call @printComma() : () -> ()
  %v108 = arith.muli %v7, %v7 : i8
  %v109 = arith.extsi %v108 : i8 to i64
  call @printI64(%v109) : (i64) -> ()
  call @printComma() : () -> ()
  call @printNewline() : () -> ()
  %v110 = arith.andi %v1, %v1 : i8
  %v111 = arith.extsi %v110 : i8 to i64
  call @printI64(%v111) : (i64) -> ()
  call @printComma() : () -> ()
  %v112 = arith.andi %v1, %v4 : i8
  %v113 = arith.extsi %v112 : i8 to i64
  call @printI64(%v113) : (i64) -> ()
  call @printComma() : () -> ()
  %v114 = arith.andi %v1, %v7 : i8
  %v115 = arith.extsi %v114 : i8 to i64
  call @printI64(%v115) : (i64) -> ()
  call @printComma() : () -> ()
  %v116 = arith.andi %v2, %v3 : i8
  %v117 = arith.extsi %v116 : i8 to i64
  call @printI64(%v117) : (i64) -> ()
  call @printComma() : () -> ()
  %v118 = arith.andi %v2, %v6 : i8
  %v119 = arith.extsi %v118 : i8 to i64
  call @printI64(%v119) : (i64) -> ()
  call @printComma() : () -> ()
  %v120 = arith.andi %v3, %v2 : i8
  %v121 = arith.extsi %v120 : i8 to i64
  call @printI64(%v121) : (i64) -> ()
  call @printComma() : () -> ()
  %v122 = arith.andi %v3, %v5 : i8
  %v123 = arith.extsi %v122 : i8 to i64
  call @printI64(%v123) : (i64) -> ()
  call @printComma() : () -> ()
  %v124 = arith.andi %v4, %v1 : i8
  %v125 = arith.extsi %v124 : i8 to i64
  call @printI64(%v125) : (i64) -> ()
  call @printComma() : () -> ()
  %v126 = arith.andi %v4, %v4 : i8
  %v127 = arith.extsi %v126 : i8 to i64
  call @printI64(%v127) : (i64) -> ()
  call @printComma() : () -> ()
  %v128 = arith.andi %v4, %v7 : i8
  %v129 = arith.extsi %v128 : i8 to i64
  call @printI64(%v129) : (i64) -> ()
  call @printComma() : () -> ()
  %v130 = arith.andi %v5, %v3 : i8
  %v131 = arith.extsi %v130 : i8 to i64
  call @printI64(%v131) : (i64) -> ()
  call @printComma() : () -> ()
  %v132 = arith.andi %v5, %v6 : i8
  %v133 = arith.extsi %v132 : i8 to i64
  call @printI64(%v133) : (i64) -> ()
  call @printComma() : () -> ()
  %v134 = arith.andi %v6, %v2 : i8
  %v135 = arith.extsi %v134 : i8 to i64
  call @printI64(%v135) : (i64) -> ()
  call @printComma() : () -> ()
  %v136 = arith.andi %v6, %v5 : i8
  %v137 = arith.extsi %v136 : i8 to i64
  call @printI64(%v137) : (i64) -> ()
  call @printComma() : () -> ()
  %v138 = arith.andi %v7, %v1 : i8
  %v139 = arith.extsi %v138 : i8 to i64
  call @printI64(%v139) : (i64) -> ()
  call @printComma() : () -> ()
  %v140 = arith.andi %v7, %v4 : i8
  %v141 = arith.extsi %v140 : i8 to i64
  call @printI64(%v141) : (i64) -> ()
  call @printComma() : () -> ()
  %v142 = arith.andi %v7, %v7 : i8
  %v143 = arith.extsi %v142 : i8 to i64
  call @printI64(%v143) : (i64) -> ()
  call @printComma() : () -> ()
  call @printNewline() : () -> ()
  %v144 = arith.ori %v1, %v1 : i8
  %v145 = arith.extsi %v144 : i8 to i64
  call @printI64(%v145) : (i64) -> ()
  call @printComma() : () -> ()
  %v146 = arith.ori %v1, %v4 : i8
  %v147 = arith.extsi %v146 : i8 to i64
  call @printI64(%v147) : (i64) -> ()
  call @printComma() : () -> ()
  %v148 = arith.ori %v1, %v7 : i8
  %v149 = arith.extsi %v148 : i8 to i64
  call @printI64(%v149) : (i64) -> ()
  call @printComma() : () -> ()
  %v150 = arith.ori %v2, %v3 : i8
  %v151 = arith.extsi %v150 : i8 to i64
  call @printI64(%v151) : (i64) -> ()
  call @printComma() : () -> ()
  %v152 = arith.ori %v2, %v6 : i8
  %v153 = arith.extsi %v152 : i8 to i64
  call @printI64(%v153) : (i64) -> ()
  call @printComma() : () -> ()
  %v154 = arith.ori %v3, %v2 : i8
  %v155 = arith.extsi %v154 : i8 to i64
  call @printI64(%v155) : (i64) -> ()
  call @printComma() : () -> ()
  %v156 = arith.ori %v3, %v5 : i8
  %v157 = arith.extsi %v156 : i8 to i64
  call @printI64(%v157) : (i64) -> ()
  call @printComma() : () -> ()
  %v158 = arith.ori %v4, %v1 : i8
  %v159 = arith.extsi %v158 : i8 to i64
  call @printI64(%v159) : (i64) -> ()
  call @printComma() : () -> ()
  %v160 = arith.ori %v4, %v4 : i8
  %v161 = arith.extsi %v160 : i8 to i64
  call @printI64(%v161) : (i64) -> ()
  call @printComma() : () -> ()
  %v162 = arith.ori %v4, %v7 : i8
  %v163 = arith.extsi %v162 : i8 to i64
  call @printI64(%v163) : (i64) -> ()
  call @printComma() : () -> ()
  %v164 = arith.ori %v5, %v3 : i8
  %v165 = arith.extsi %v164 : i8 to i64
  call @printI64(%v165) : (i64) -> ()
  call @printComma() : () -> ()
  %v166 = arith.ori %v5, %v6 : i8
  %v167 = arith.extsi %v166 : i8 to i64
  call @printI64(%v167) : (i64) -> ()
  call @printComma() : () -> ()
  %v168 = arith.ori %v6, %v2 : i8
  %v169 = arith.extsi %v168 : i8 to i64
  call @printI64(%v169) : (i64) -> ()
  call @printComma() : () -> ()
  %v170 = arith.ori %v6, %v5 : i8
  %v171 = arith.extsi %v170 : i8 to i64
  call @printI64(%v171) : (i64) -> ()
  call @printComma() : () -> ()
  %v172 = arith.ori %v7, %v1 : i8
  %v173 = arith.extsi %v172 : i8 to i64
  call @printI64(%v173) : (i64) -> ()
  call @printComma() : () -> ()
  %v174 = arith.ori %v7, %v4 : i8
  %v175 = arith.extsi %v174 : i8 to i64
  call @printI64(%v175) : (i64) -> ()
  call @printComma() : () -> ()
  %v176 = arith.ori %v7, %v7 : i8
  %v177 = arith.extsi %v176 : i8 to i64
  call @printI64(%v177) : (i64) -> ()
  call @printComma() : () -> ()
  call @printNewline() : () -> ()
  %v178 = arith.xori %v1, %v1 : i8
  %v179 = arith.extsi %v178 : i8 to i64
  call @printI64(%v179) : (i64) -> ()
  call @printComma() : () -> ()
  %v180 = arith.xori %v1, %v4 : i8
  %v181 = arith.extsi %v180 : i8 to i64
  call @printI64(%v181) : (i64) -> ()
  call @printComma() : () -> ()
  %v182 = arith.xori %v1, %v7 : i8
  %v183 = arith.extsi %v182 : i8 to i64
  call @printI64(%v183) : (i64) -> ()
  call @printComma() : () -> ()
  %v184 = arith.xori %v2, %v3 : i8
  %v185 = arith.extsi %v184 : i8 to i64
  call @printI64(%v185) : (i64) -> ()
  call @printComma() : () -> ()
  %v186 = arith.xori %v2, %v6 : i8
  %v187 = arith.extsi %v186 : i8 to i64
  call @printI64(%v187) : (i64) -> ()
  call @printComma() : () -> ()
  %v188 = arith.xori %v3, %v2 : i8
  %v189 = arith.extsi %v188 : i8 to i64
  call @printI64(%v189) : (i64) -> ()
  call @printComma() : () -> ()
  %v190 = arith.xori %v3, %v5 : i8
  %v191 = arith.extsi %v190 : i8 to i64
  call @printI64(%v191) : (i64) -> ()
  call @printComma() : () -> ()
  %v192 = arith.xori %v4, %v1 : i8
  %v193 = arith.extsi %v192 : i8 to i64
  call @printI64(%v193) : (i64) -> ()
  call @printComma() : () -> ()
  %v194 = arith.xori %v4, %v4 : i8
  %v195 = arith.extsi %v194 : i8 to i64
  call @printI64(%v195) : (i64) -> ()
  call @printComma() : () -> ()
  %v196 = arith.xori %v4, %v7 : i8
  %v197 = arith.extsi %v196 : i8 to i64
  call @printI64(%v197) : (i64) -> ()
  call @printComma() : () -> ()
  %v198 = arith.xori %v5, %v3 : i8
  %v199 = arith.extsi %v198 : i8 to i64
  call @printI64(%v199) : (i64) -> ()
  call @printComma() : () -> ()
  %v200 = arith.xori %v5, %v6 : i8
  %v201 = arith.extsi %v200 : i8 to i64
  call @printI64(%v201) : (i64) -> ()
  call @printComma() : () -> ()
  %v202 = arith.xori %v6, %v2 : i8
  %v203 = arith.extsi %v202 : i8 to i64
  call @printI64(%v203) : (i64) -> ()
  call @printComma() : () -> ()
  %v204 = arith.xori %v6, %v5 : i8
  %v205 = arith.extsi %v204 : i8 to i64
  call @printI64(%v205) : (i64) -> ()
  call @printComma() : () -> ()
  %v206 = arith.xori %v7, %v1 : i8
  %v207 = arith.extsi %v206 : i8 to i64
  call @printI64(%v207) : (i64) -> ()
  call @printComma() : () -> ()
  %v208 = arith.xori %v7, %v4 : i8
  %v209 = arith.extsi %v208 : i8 to i64
  call @printI64(%v209) : (i64) -> ()
  call @printComma() : () -> ()
  %v210 = arith.xori %v7, %v7 : i8
  %v211 = arith.extsi %v210 : i8 to i64
  call @printI64(%v211) : (i64) -> ()
  call @printComma() : () -> ()
  call @printNewline() : () -> ()
  %v212 = arith.maxsi %v1, %v1 : i8
  %v213 = arith.extsi %v212 : i8 to i64
  call @printI64(%v213) : (i64) -> ()
  call @printComma() : () -> ()
  %v214 = arith.maxsi %v1, %v4 : i8
  %v215 = arith.extsi %v214 : i8 to i64
  call @printI64(%v215) : (i64) -> ()
  call @printComma() : () -> ()
  %v216 = arith.maxsi %v1, %v7 : i8
  %v217 = arith.extsi %v216 : i8 to i64
  call @printI64(%v217) : (i64) -> ()
  call @printComma() : () -> ()
  %v218 = arith.maxsi %v2, %v3 : i8
  %v219 = arith.extsi %v218 : i8 to i64
  call @printI64(%v219) : (i64) -> ()
  call @printComma() : () -> ()
  %v220 = arith.maxsi %v2, %v6 : i8
  %v221 = arith.extsi %v220 : i8 to i64
  call @printI64(%v221) : (i64) -> ()
  call @printComma() : () -> ()
  %v222 = arith.maxsi %v3, %v2 : i8
  %v223 = arith.extsi %v222 : i8 to i64
  call @printI64(%v223) : (i64) -> ()
  call @printComma() : () -> ()
  %v224 = arith.maxsi %v3, %v5 : i8
  %v225 = arith.extsi %v224 : i8 to i64
  call @printI64(%v225) : (i64) -> ()
  call @printComma() : () -> ()
  %v226 = arith.maxsi %v4, %v1 : i8
  %v227 = arith.extsi %v226 : i8 to i64
  call @printI64(%v227) : (i64) -> ()
  call @printComma() : () -> ()
  %v228 = arith.maxsi %v4, %v4 : i8
  %v229 = arith.extsi %v228 : i8 to i64
  call @printI64(%v229) : (i64) -> ()
  call @printComma() : () -> ()
  %v230 = arith.maxsi %v4, %v7 : i8
  %v231 = arith.extsi %v230 : i8 to i64
  call @printI64(%v231) : (i64) -> ()
  call @printComma() : () -> ()
  %v232 = arith.maxsi %v5, %v3 : i8
  %v233 = arith.extsi %v232 : i8 to i64
  call @printI64(%v233) : (i64) -> ()
  call @printComma() : () -> ()
  %v234 = arith.maxsi %v5, %v6 : i8
  %v235 = arith.extsi %v234 : i8 to i64
  call @printI64(%v235) : (i64) -> ()
  call @printComma() : () -> ()
  %v236 = arith.maxsi %v6, %v2 : i8
  %v237 = arith.extsi %v236 : i8 to i64
  call @printI64(%v237) : (i64) -> ()
  call @printComma() : () -> ()
  %v238 = arith.maxsi %v6, %v5 : i8
  %v239 = arith.extsi %v238 : i8 to i64
  call @printI64(%v239) : (i64) -> ()
  call @printComma() : () -> ()
  %v240 = arith.maxsi %v7, %v1 : i8
  %v241 = arith.extsi %v240 : i8 to i64
  call @printI64(%v241) : (i64) -> ()
  call @printComma() : () -> ()
  %v242 = arith.maxsi %v7, %v4 : i8
  %v243 = arith.extsi %v242 : i8 to i64
  call @printI64(%v243) : (i64) -> ()
  call @printComma() : () -> ()
  %v244 = arith.maxsi %v7, %v7 : i8
  %v245 = arith.extsi %v244 : i8 to i64
  call @printI64(%v245) : (i64) -> ()
  call @printComma() : () -> ()
  call @printNewline() : () -> ()
  %v246 = arith.minsi %v1, %v1 : i8
  %v247 = arith.extsi %v246 : i8 to i64
  call @printI64(%v247) : (i64) -> ()
  call @printComma() : () -> ()
  %v248 = arith.minsi %v1, %v4 : i8
  %v249 = arith.extsi %v248 : i8 to i64
  call @printI64(%v249) : (i64) -> ()
  call @printComma() : () -> ()
  %v250 = arith.minsi %v1, %v7 : i8
  %v251 = arith.extsi %v250 : i8 to i64
  call @printI64(%v251) : (i64) -> ()
  call @printComma() : () -> ()
  %v252 = arith.minsi %v2, %v3 : i8
  %v253 = arith.extsi %v252 : i8 to i64
  call @printI64(%v253) : (i64) -> ()
  call @printComma() : () -> ()
  %v254 = arith.minsi %v2, %v6 : i8
  %v255 = arith.extsi %v254 : i8 to i64
  call @printI64(%v255) : (i64) -> ()
  call @printComma() : () -> ()
  %v256 = arith.minsi %v3, %v2 : i8
  %v257 = arith.extsi %v256 : i8 to i64
  call @printI64(%v257) : (i64) -> ()
  call @printComma() : () -> ()
  %v258 = arith.minsi %v3, %v5 : i8
  %v259 = arith.extsi %v258 : i8 to i64
  call @printI64(%v259) : (i64) -> ()
  call @printComma() : () -> ()
  %v260 = arith.minsi %v4, %v1 : i8
  %v261 = arith.extsi %v260 : i8 to i64
  call @printI64(%v261) : (i64) -> ()
  call @printComma() : () -> ()
  %v262 = arith.minsi %v4, %v4 : i8
  %v263 = arith.extsi %v262 : i8 to i64
  call @printI64(%v263) : (i64) -> ()
  call @printComma() : () -> ()
  %v264 = arith.minsi %v4, %v7 : i8
  %v265 = arith.extsi %v264 : i8 to i64
  call @printI64(%v265) : (i64) -> ()
  call @printComma() : () -> ()
  %v266 = arith.minsi %v5, %v3 : i8
  %v267 = arith.extsi %v266 : i8 to i64
  call @printI64(%v267) : (i64) -> ()
  call @printComma() : () -> ()
  %v268 = arith.minsi %v5, %v6 : i8
  %v269 = arith.extsi %v268 : i8 to i64
  call @printI64(%v269) : (i64) -> ()
  call @printComma() : () -> ()
  %v270 = arith.minsi %v6, %v2 : i8
  %v271 = arith.extsi %v270 : i8 to i64
  call @printI64(%v271) : (i64) -> ()
  call @printComma() : () -> ()
  %v272 = arith.minsi %v6, %v5 : i8
  %v273 = arith.extsi %v272 : i8 to i64
  call @printI64(%v273) : (i64) -> ()
  call @printComma() : () -> ()
  %v274 = arith.minsi %v7, %v1 : i8
  %v275 = arith.extsi %v274 : i8 to i64
  call @printI64(%v275) : (i64) -> ()
  call @printComma() : () -> ()
  %v276 = arith.minsi %v7, %v4 : i8
  %v277 = arith.extsi %v276 : i8 to i64
  call @printI64(%v277) : (i64) -> ()
  call @printComma() : () -> ()
  %v278 = arith.minsi %v7, %v7 : i8
  %v279 = arith.extsi %v278 : i8 to i64
  call @printI64(%v279) : (i64) -> ()
  call @printComma() : () -> ()
  call @printNewline() : () -> ()
  %v280 = arith.maxui %v1, %v1 : i8
  %v281 = arith.extsi %v280 : i8 to i64
  call @printI64(%v281) : (i64) -> ()
  call @printComma() : () -> ()
  %v282 = arith.maxui %v1, %v4 : i8
  %v283 = arith.extsi %v282 : i8 to i64
  call @printI64(%v283) : (i64) -> ()
  call @printComma() : () -> ()
  %v284 = arith.maxui %v1, %v7 : i8
  %v285 = arith.extsi %v284 : i8 to i64
  call @printI64(%v285) : (i64) -> ()
  call @printComma() : () -> ()
  %v286 = arith.maxui %v2, %v3 : i8
  %v287 = arith.extsi %v286 : i8 to i64
  call @printI64(%v287) : (i64) -> ()
  call @printComma() : () -> ()
  %v288 = arith.maxui %v2, %v6 : i8
  %v289 = arith.extsi %v288 : i8 to i64
  call @printI64(%v289) : (i64) -> ()
  call @printComma() : () -> ()
  %v290 = arith.maxui %v3, %v2 : i8
  %v291 = arith.extsi %v290 : i8 to i64
  call @printI64(%v291) : (i64) -> ()
  call @printComma() : () -> ()
  %v292 = arith.maxui %v3, %v5 : i8
  %v293 = arith.extsi %v292 : i8 to i64
  call @printI64(%v293) : (i64) -> ()
  call @printComma() : () -> ()
  %v294 = arith.maxui %v4, %v1 : i8
  %v295 = arith.extsi %v294 : i8 to i64
  call @printI64(%v295) : (i64) -> ()
  call @printComma() : () -> ()
  %v296 = arith.maxui %v4, %v4 : i8
  %v297 = arith.extsi %v296 : i8 to i64
  call @printI64(%v297) : (i64) -> ()
  call @printComma() : () -> ()
  %v298 = arith.maxui %v4, %v7 : i8
  %v299 = arith.extsi %v298 : i8 to i64
  call @printI64(%v299) : (i64) -> ()
  call @printComma() : () -> ()
  %v300 = arith.maxui %v5, %v3 : i8
  %v301 = arith.extsi %v300 : i8 to i64
  call @printI64(%v301) : (i64) -> ()
  call @printComma() : () -> ()
  %v302 = arith.maxui %v5, %v6 : i8
  %v303 = arith.extsi %v302 : i8 to i64
  call @printI64(%v303) : (i64) -> ()
  call @printComma() : () -> ()
  %v304 = arith.maxui %v6, %v2 : i8
  %v305 = arith.extsi %v304 : i8 to i64
  call @printI64(%v305) : (i64) -> ()
  call @printComma() : () -> ()
  %v306 = arith.maxui %v6, %v5 : i8
  %v307 = arith.extsi %v306 : i8 to i64
  call @printI64(%v307) : (i64) -> ()
  call @printComma() : () -> ()
  %v308 = arith.maxui %v7, %v1 : i8
  %v309 = arith.extsi %v308 : i8 to i64
  call @printI64(%v309) : (i64) -> ()
  call @printComma() : () -> ()
  %v310 = arith.maxui %v7, %v4 : i8
  %v311 = arith.extsi %v310 : i8 to i64
  call @printI64(%v311) : (i64) -> ()
  call @printComma() : () -> ()
  %v312 = arith.maxui %v7, %v7 : i8
  %v313 = arith.extsi %v312 : i8 to i64
  call @printI64(%v313) : (i64) -> ()
  call @printComma() : () -> ()
  call @printNewline() : () -> ()
  %v314 = arith.minui %v1, %v1 : i8
  %v315 = arith.extsi %v314 : i8 to i64
  call @printI64(%v315) : (i64) -> ()
  call @printComma() : () -> ()
  %v316 = arith.minui %v1, %v4 : i8
  %v317 = arith.extsi %v316 : i8 to i64
  call @printI64(%v317) : (i64) -> ()
  call @printComma() : () -> ()
  %v318 = arith.minui %v1, %v7 : i8
  %v319 = arith.extsi %v318 : i8 to i64
  call @printI64(%v319) : (i64) -> ()
  call @printComma() : () -> ()
  %v320 = arith.minui %v2, %v3 : i8
  %v321 = arith.extsi %v320 : i8 to i64
  call @printI64(%v321) : (i64) -> ()
  call @printComma() : () -> ()
  %v322 = arith.minui %v2, %v6 : i8
  %v323 = arith.extsi %v322 : i8 to i64
  call @printI64(%v323) : (i64) -> ()
  call @printComma() : () -> ()
  %v324 = arith.minui %v3, %v2 : i8
  %v325 = arith.extsi %v324 : i8 to i64
  call @printI64(%v325) : (i64) -> ()
  call @printComma() : () -> ()
  %v326 = arith.minui %v3, %v5 : i8
  %v327 = arith.extsi %v326 : i8 to i64
  call @printI64(%v327) : (i64) -> ()
  call @printComma() : () -> ()
  %v328 = arith.minui %v4, %v1 : i8
  %v329 = arith.extsi %v328 : i8 to i64
  call @printI64(%v329) : (i64) -> ()
  call @printComma() : () -> ()
  %v330 = arith.minui %v4, %v4 : i8
  %v331 = arith.extsi %v330 : i8 to i64
  call @printI64(%v331) : (i64) -> ()
  call @printComma() : () -> ()
  %v332 = arith.minui %v4, %v7 : i8
  %v333 = arith.extsi %v332 : i8 to i64
  call @printI64(%v333) : (i64) -> ()
  call @printComma() : () -> ()
  %v334 = arith.minui %v5, %v3 : i8
  %v335 = arith.extsi %v334 : i8 to i64
  call @printI64(%v335) : (i64) -> ()
  call @printComma() : () -> ()
  %v336 = arith.minui %v5, %v6 : i8
  %v337 = arith.extsi %v336 : i8 to i64
  call @printI64(%v337) : (i64) -> ()
  call @printComma() : () -> ()
  %v338 = arith.minui %v6, %v2 : i8
  %v339 = arith.extsi %v338 : i8 to i64
  call @printI64(%v339) : (i64) -> ()
  call @printComma() : () -> ()
  %v340 = arith.minui %v6, %v5 : i8
  %v341 = arith.extsi %v340 : i8 to i64
  call @printI64(%v341) : (i64) -> ()
  call @printComma() : () -> ()
  %v342 = arith.minui %v7, %v1 : i8
  %v343 = arith.extsi %v342 : i8 to i64
  call @printI64(%v343) : (i64) -> ()
  call @printComma() : () -> ()
  %v344 = arith.minui %v7, %v4 : i8
  %v345 = arith.extsi %v344 : i8 to i64
  call @printI64(%v345) : (i64) -> ()
  call @printComma() : () -> ()
  %v346 = arith.minui %v7, %v7 : i8
  %v347 = arith.extsi %v346 : i8 to i64
  call @printI64(%v347) : (i64) -> ()
  call @printComma() : () -> ()
  call @printNewline() : () -> ()
  %v348 = arith.constant 0 : i8
  %v349 = arith.shli %v1, %v348 : i8
  %v350 = arith.extsi %v349 : i8 to i64
  call @printI64(%v350) : (i64) -> ()
  call @printComma() : () -> ()
  %v351 = arith.constant 1 : i8
  %v352 = arith.shli %v1, %v351 : i8
  %v353 = arith.extsi %v352 : i8 to i64
  call @printI64(%v353) : (i64) -> ()
  call @printComma() : () -> ()
  %v354 = arith.constant 7 : i8
  %v355 = arith.shli %v1, %v354 : i8
  %v356 = arith.extsi %v355 : i8 to i64
  call @printI64(%v356) : (i64) -> ()
  call @printComma() : () -> ()
  %v357 = arith.constant 0 : i8
  %v358 = arith.shli %v2, %v357 : i8
  %v359 = arith.extsi %v358 : i8 to i64
  call @printI64(%v359) : (i64) -> ()
  call @printComma() : () -> ()
  %v360 = arith.constant 1 : i8
  %v361 = arith.shli %v2, %v360 : i8
  %v362 = arith.extsi %v361 : i8 to i64
  call @printI64(%v362) : (i64) -> ()
  call @printComma() : () -> ()
  %v363 = arith.constant 7 : i8
  %v364 = arith.shli %v2, %v363 : i8
  %v365 = arith.extsi %v364 : i8 to i64
  call @printI64(%v365) : (i64) -> ()
  call @printComma() : () -> ()
  %v366 = arith.constant 0 : i8
  %v367 = arith.shli %v3, %v366 : i8
  %v368 = arith.extsi %v367 : i8 to i64
  call @printI64(%v368) : (i64) -> ()
  call @printComma() : () -> ()
  %v369 = arith.constant 1 : i8
  %v370 = arith.shli %v3, %v369 : i8
  %v371 = arith.extsi %v370 : i8 to i64
  call @printI64(%v371) : (i64) -> ()
  call @printComma() : () -> ()
  %v372 = arith.constant 7 : i8
  %v373 = arith.shli %v3, %v372 : i8
  %v374 = arith.extsi %v373 : i8 to i64
  call @printI64(%v374) : (i64) -> ()
  call @printComma() : () -> ()
  %v375 = arith.constant 0 : i8
  %v376 = arith.shli %v4, %v375 : i8
  %v377 = arith.extsi %v376 : i8 to i64
  call @printI64(%v377) : (i64) -> ()
  call @printComma() : () -> ()
  %v378 = arith.constant 1 : i8
  %v379 = arith.shli %v4, %v378 : i8
  %v380 = arith.extsi %v379 : i8 to i64
  call @printI64(%v380) : (i64) -> ()
  call @printComma() : () -> ()
  %v381 = arith.constant 7 : i8
  %v382 = arith.shli %v4, %v381 : i8
  %v383 = arith.extsi %v382 : i8 to i64
  call @printI64(%v383) : (i64) -> ()
  call @printComma() : () -> ()
  %v384 = arith.constant 0 : i8
  %v385 = arith.shli %v5, %v384 : i8
  %v386 = arith.extsi %v385 : i8 to i64
  call @printI64(%v386) : (i64) -> ()
  call @printComma() : () -> ()
  %v387 = arith.constant 1 : i8
  %v388 = arith.shli %v5, %v387 : i8
  %v389 = arith.extsi %v388 : i8 to i64
  call @printI64(%v389) : (i64) -> ()
  call @printComma() : () -> ()
  %v390 = arith.constant 7 : i8
  %v391 = arith.shli %v5, %v390 : i8
  %v392 = arith.extsi %v391 : i8 to i64
  call @printI64(%v392) : (i64) -> ()
  call @printComma() : () -> ()
  %v393 = arith.constant 0 : i8
  %v394 = arith.shli %v6, %v393 : i8
  %v395 = arith.extsi %v394 : i8 to i64
  call @printI64(%v395) : (i64) -> ()
  call @printComma() : () -> ()
  %v396 = arith.constant 1 : i8
  %v397 = arith.shli %v6, %v396 : i8
  %v398 = arith.extsi %v397 : i8 to i64
  call @printI64(%v398) : (i64) -> ()
  call @printComma() : () -> ()
  %v399 = arith.constant 7 : i8
  %v400 = arith.shli %v6, %v399 : i8
  %v401 = arith.extsi %v400 : i8 to i64
  call @printI64(%v401) : (i64) -> ()
  call @printComma() : () -> ()
  %v402 = arith.constant 0 : i8
  %v403 = arith.shli %v7, %v402 : i8
  %v404 = arith.extsi %v403 : i8 to i64
  call @printI64(%v404) : (i64) -> ()
  call @printComma() : () -> ()
  %v405 = arith.constant 1 : i8
  %v406 = arith.shli %v7, %v405 : i8
  %v407 = arith.extsi %v406 : i8 to i64
  call @printI64(%v407) : (i64) -> ()
  call @printComma() : () -> ()
  %v408 = arith.constant 7 : i8
  %v409 = arith.shli %v7, %v408 : i8
  %v410 = arith.extsi %v409 : i8 to i64
  call @printI64(%v410) : (i64) -> ()
  call @printComma() : () -> ()
  call @printNewline() : () -> ()
  %v411 = arith.constant 0 : i8
  %v412 = arith.shrsi %v1, %v411 : i8
  %v413 = arith.extsi %v412 : i8 to i64
  call @printI64(%v413) : (i64) -> ()
  call @printComma() : () -> ()
  %v414 = arith.constant 1 : i8
  %v415 = arith.shrsi %v1, %v414 : i8
  %v416 = arith.extsi %v415 : i8 to i64
  call @printI64(%v416) : (i64) -> ()
  call @printComma() : () -> ()
  %v417 = arith.constant 7 : i8
  %v418 = arith.shrsi %v1, %v417 : i8
  %v419 = arith.extsi %v418 : i8 to i64
  call @printI64(%v419) : (i64) -> ()
  call @printComma() : () -> ()
  %v420 = arith.constant 0 : i8
  %v421 = arith.shrsi %v2, %v420 : i8
  %v422 = arith.extsi %v421 : i8 to i64
  call @printI64(%v422) : (i64) -> ()
  call @printComma() : () -> ()
  %v423 = arith.constant 1 : i8
  %v424 = arith.shrsi %v2, %v423 : i8
  %v425 = arith.extsi %v424 : i8 to i64
  call @printI64(%v425) : (i64) -> ()
  call @printComma() : () -> ()
  %v426 = arith.constant 7 : i8
  %v427 = arith.shrsi %v2, %v426 : i8
  %v428 = arith.extsi %v427 : i8 to i64
  call @printI64(%v428) : (i64) -> ()
  call @printComma() : () -> ()
  %v429 = arith.constant 0 : i8
  %v430 = arith.shrsi %v3, %v429 : i8
  %v431 = arith.extsi %v430 : i8 to i64
  call @printI64(%v431) : (i64) -> ()
  call @printComma() : () -> ()
  %v432 = arith.constant 1 : i8
  %v433 = arith.shrsi %v3, %v432 : i8
  %v434 = arith.extsi %v433 : i8 to i64
  call @printI64(%v434) : (i64) -> ()
  call @printComma() : () -> ()
  %v435 = arith.constant 7 : i8
  %v436 = arith.shrsi %v3, %v435 : i8
  %v437 = arith.extsi %v436 : i8 to i64
  call @printI64(%v437) : (i64) -> ()
  call @printComma() : () -> ()
  %v438 = arith.constant 0 : i8
  %v439 = arith.shrsi %v4, %v438 : i8
  %v440 = arith.extsi %v439 : i8 to i64
  call @printI64(%v440) : (i64) -> ()
  call @printComma() : () -> ()
  %v441 = arith.constant 1 : i8
  %v442 = arith.shrsi %v4, %v441 : i8
  %v443 = arith.extsi %v442 : i8 to i64
  call @printI64(%v443) : (i64) -> ()
  call @printComma() : () -> ()
  %v444 = arith.constant 7 : i8
  %v445 = arith.shrsi %v4, %v444 : i8
  %v446 = arith.extsi %v445 : i8 to i64
  call @printI64(%v446) : (i64) -> ()
  call @printComma() : () -> ()
  %v447 = arith.constant 0 : i8
  %v448 = arith.shrsi %v5, %v447 : i8
  %v449 = arith.extsi %v448 : i8 to i64
  call @printI64(%v449) : (i64) -> ()
  call @printComma() : () -> ()
  %v450 = arith.constant 1 : i8
  %v451 = arith.shrsi %v5, %v450 : i8
  %v452 = arith.extsi %v451 : i8 to i64
  call @printI64(%v452) : (i64) -> ()
  call @printComma() : () -> ()
  %v453 = arith.constant 7 : i8
  %v454 = arith.shrsi %v5, %v453 : i8
  %v455 = arith.extsi %v454 : i8 to i64
  call @printI64(%v455) : (i64) -> ()
  call @printComma() : () -> ()
  %v456 = arith.constant 0 : i8
  %v457 = arith.shrsi %v6, %v456 : i8
  %v458 = arith.extsi %v457 : i8 to i64
  call @printI64(%v458) : (i64) -> ()
  call @printComma() : () -> ()
  %v459 = arith.constant 1 : i8
  %v460 = arith.shrsi %v6, %v459 : i8
  %v461 = arith.extsi %v460 : i8 to i64
  call @printI64(%v461) : (i64) -> ()
  call @printComma() : () -> ()
  %v462 = arith.constant 7 : i8
  %v463 = arith.shrsi %v6, %v462 : i8
  %v464 = arith.extsi %v463 : i8 to i64
  call @printI64(%v464) : (i64) -> ()
  call @printComma() : () -> ()
  %v465 = arith.constant 0 : i8
  %v466 = arith.shrsi %v7, %v465 : i8
  %v467 = arith.extsi %v466 : i8 to i64
  call @printI64(%v467) : (i64) -> ()
  call @printComma() : () -> ()
  %v468 = arith.constant 1 : i8
  %v469 = arith.shrsi %v7, %v468 : i8
  %v470 = arith.extsi %v469 : i8 to i64
  call @printI64(%v470) : (i64) -> ()
  call @printComma() : () -> ()
  %v471 = arith.constant 7 : i8
  %v472 = arith.shrsi %v7, %v471 : i8
  %v473 = arith.extsi %v472 : i8 to i64
  call @printI64(%v473) : (i64) -> ()
  call @printComma() : () -> ()
  call @printNewline() : () -> ()
  %v474 = arith.constant 0 : i8
  %v475 = arith.shrui %v1, %v474 : i8
  %v476 = arith.extsi %v475 : i8 to i64
  call @printI64(%v476) : (i64) -> ()
  call @printComma() : () -> ()
  %v477 = arith.constant 1 : i8
  %v478 = arith.shrui %v1, %v477 : i8
  %v479 = arith.extsi %v478 : i8 to i64
  call @printI64(%v479) : (i64) -> ()
  call @printComma() : () -> ()
  %v480 = arith.constant 7 : i8
  %v481 = arith.shrui %v1, %v480 : i8
  %v482 = arith.extsi %v481 : i8 to i64
  call @printI64(%v482) : (i64) -> ()
  call @printComma() : () -> ()
  %v483 = arith.constant 0 : i8
  %v484 = arith.shrui %v2, %v483 : i8
  %v485 = arith.extsi %v484 : i8 to i64
  call @printI64(%v485) : (i64) -> ()
  call @printComma() : () -> ()
  %v486 = arith.constant 1 : i8
  %v487 = arith.shrui %v2, %v486 : i8
  %v488 = arith.extsi %v487 : i8 to i64
  call @printI64(%v488) : (i64) -> ()
  call @printComma() : () -> ()
  %v489 = arith.constant 7 : i8
  %v490 = arith.shrui %v2, %v489 : i8
  %v491 = arith.extsi %v490 : i8 to i64
  call @printI64(%v491) : (i64) -> ()
  call @printComma() : () -> ()
  %v492 = arith.constant 0 : i8
  %v493 = arith.shrui %v3, %v492 : i8
  %v494 = arith.extsi %v493 : i8 to i64
  call @printI64(%v494) : (i64) -> ()
  call @printComma() : () -> ()
  %v495 = arith.constant 1 : i8
  %v496 = arith.shrui %v3, %v495 : i8
  %v497 = arith.extsi %v496 : i8 to i64
  call @printI64(%v497) : (i64) -> ()
  call @printComma() : () -> ()
  %v498 = arith.constant 7 : i8
  %v499 = arith.shrui %v3, %v498 : i8
  %v500 = arith.extsi %v499 : i8 to i64
  call @printI64(%v500) : (i64) -> ()
  call @printComma() : () -> ()
  %v501 = arith.constant 0 : i8
  %v502 = arith.shrui %v4, %v501 : i8
  %v503 = arith.extsi %v502 : i8 to i64
  call @printI64(%v503) : (i64) -> ()
  call @printComma() : () -> ()
  %v504 = arith.constant 1 : i8
  %v505 = arith.shrui %v4, %v504 : i8
  %v506 = arith.extsi %v505 : i8 to i64
  call @printI64(%v506) : (i64) -> ()
  call @printComma() : () -> ()
  %v507 = arith.constant 7 : i8
  %v508 = arith.shrui %v4, %v507 : i8
  %v509 = arith.extsi %v508 : i8 to i64
  call @printI64(%v509) : (i64) -> ()
  call @printComma() : () -> ()
  %v510 = arith.constant 0 : i8
  %v511 = arith.shrui %v5, %v510 : i8
  %v512 = arith.extsi %v511 : i8 to i64
  call @printI64(%v512) : (i64) -> ()
  call @printComma() : () -> ()
  %v513 = arith.constant 1 : i8
  %v514 = arith.shrui %v5, %v513 : i8
  %v515 = arith.extsi %v514 : i8 to i64
  call @printI64(%v515) : (i64) -> ()
  call @printComma() : () -> ()
  %v516 = arith.constant 7 : i8
  %v517 = arith.shrui %v5, %v516 : i8
  %v518 = arith.extsi %v517 : i8 to i64
  call @printI64(%v518) : (i64) -> ()
  call @printComma() : () -> ()
  %v519 = arith.constant 0 : i8
  %v520 = arith.shrui %v6, %v519 : i8
  %v521 = arith.extsi %v520 : i8 to i64
  call @printI64(%v521) : (i64) -> ()
  call @printComma() : () -> ()
  %v522 = arith.constant 1 : i8
  %v523 = arith.shrui %v6, %v522 : i8
  %v524 = arith.extsi %v523 : i8 to i64
  call @printI64(%v524) : (i64) -> ()
  call @printComma() : () -> ()
  %v525 = arith.constant 7 : i8
  %v526 = arith.shrui %v6, %v525 : i8
  %v527 = arith.extsi %v526 : i8 to i64
  call @printI64(%v527) : (i64) -> ()
  call @printComma() : () -> ()
  %v528 = arith.constant 0 : i8
  %v529 = arith.shrui %v7, %v528 : i8
  %v530 = arith.extsi %v529 : i8 to i64
  call @printI64(%v530) : (i64) -> ()
  call @printComma() : () -> ()
  %v531 = arith.constant 1 : i8
  %v532 = arith.shrui %v7, %v531 : i8
  %v533 = arith.extsi %v532 : i8 to i64
  call @printI64(%v533) : (i64) -> ()
  call @printComma() : () -> ()
  %v534 = arith.constant 7 : i8
  %v535 = arith.shrui %v7, %v534 : i8
  %v536 = arith.extsi %v535 : i8 to i64
  call @printI64(%v536) : (i64) -> ()
  call @printComma() : () -> ()
  call @printNewline() : () -> ()
  %v537 = arith.divsi %v1, %v2 : i8
  %v538 = arith.extsi %v537 : i8 to i64
  call @printI64(%v538) : (i64) -> ()
  call @printComma() : () -> ()
  %v539 = arith.divsi %v1, %v3 : i8
  %v540 = arith.extsi %v539 : i8 to i64
  call @printI64(%v540) : (i64) -> ()
  call @printComma() : () -> ()
  %v541 = arith.divsi %v1, %v4 : i8
  %v542 = arith.extsi %v541 : i8 to i64
  call @printI64(%v542) : (i64) -> ()
  call @printComma() : () -> ()
  %v543 = arith.divsi %v1, %v6 : i8
  %v544 = arith.extsi %v543 : i8 to i64
  call @printI64(%v544) : (i64) -> ()
  call @printComma() : () -> ()
  %v545 = arith.divsi %v1, %v7 : i8
  %v546 = arith.extsi %v545 : i8 to i64
  call @printI64(%v546) : (i64) -> ()
  call @printComma() : () -> ()
  %v547 = arith.divsi %v2, %v2 : i8
  %v548 = arith.extsi %v547 : i8 to i64
  call @printI64(%v548) : (i64) -> ()
  call @printComma() : () -> ()
  %v549 = arith.divsi %v2, %v3 : i8
  %v550 = arith.extsi %v549 : i8 to i64
  call @printI64(%v550) : (i64) -> ()
  call @printComma() : () -> ()
  %v551 = arith.divsi %v2, %v4 : i8
  %v552 = arith.extsi %v551 : i8 to i64
  call @printI64(%v552) : (i64) -> ()
  call @printComma() : () -> ()
  %v553 = arith.divsi %v2, %v6 : i8
  %v554 = arith.extsi %v553 : i8 to i64
  call @printI64(%v554) : (i64) -> ()
  call @printComma() : () -> ()
  %v555 = arith.divsi %v2, %v7 : i8
  %v556 = arith.extsi %v555 : i8 to i64
  call @printI64(%v556) : (i64) -> ()
  call @printComma() : () -> ()
  %v557 = arith.divsi %v3, %v2 : i8
  %v558 = arith.extsi %v557 : i8 to i64
  call @printI64(%v558) : (i64) -> ()
  call @printComma() : () -> ()
  %v559 = arith.divsi %v3, %v3 : i8
  %v560 = arith.extsi %v559 : i8 to i64
  call @printI64(%v560) : (i64) -> ()
  call @printComma() : () -> ()
  %v561 = arith.divsi %v3, %v4 : i8
  %v562 = arith.extsi %v561 : i8 to i64
  call @printI64(%v562) : (i64) -> ()
  call @printComma() : () -> ()
  %v563 = arith.divsi %v3, %v6 : i8
  %v564 = arith.extsi %v563 : i8 to i64
  call @printI64(%v564) : (i64) -> ()
  call @printComma() : () -> ()
  %v565 = arith.divsi %v3, %v7 : i8
  %v566 = arith.extsi %v565 : i8 to i64
  call @printI64(%v566) : (i64) -> ()
  call @printComma() : () -> ()
  %v567 = arith.divsi %v4, %v2 : i8
  %v568 = arith.extsi %v567 : i8 to i64
  call @printI64(%v568) : (i64) -> ()
  call @printComma() : () -> ()
  %v569 = arith.divsi %v4, %v3 : i8
  %v570 = arith.extsi %v569 : i8 to i64
  call @printI64(%v570) : (i64) -> ()
  call @printComma() : () -> ()
  %v571 = arith.divsi %v4, %v4 : i8
  %v572 = arith.extsi %v571 : i8 to i64
  call @printI64(%v572) : (i64) -> ()
  call @printComma() : () -> ()
  %v573 = arith.divsi %v4, %v6 : i8
  %v574 = arith.extsi %v573 : i8 to i64
  call @printI64(%v574) : (i64) -> ()
  call @printComma() : () -> ()
  %v575 = arith.divsi %v4, %v7 : i8
  %v576 = arith.extsi %v575 : i8 to i64
  call @printI64(%v576) : (i64) -> ()
  call @printComma() : () -> ()
  %v577 = arith.divsi %v5, %v2 : i8
  %v578 = arith.extsi %v577 : i8 to i64
  call @printI64(%v578) : (i64) -> ()
  call @printComma() : () -> ()
  %v579 = arith.divsi %v5, %v3 : i8
  %v580 = arith.extsi %v579 : i8 to i64
  call @printI64(%v580) : (i64) -> ()
  call @printComma() : () -> ()
  %v581 = arith.divsi %v5, %v4 : i8
  %v582 = arith.extsi %v581 : i8 to i64
  call @printI64(%v582) : (i64) -> ()
  call @printComma() : () -> ()
  %v583 = arith.divsi %v5, %v6 : i8
  %v584 = arith.extsi %v583 : i8 to i64
  call @printI64(%v584) : (i64) -> ()
  call @printComma() : () -> ()
  %v585 = arith.divsi %v5, %v7 : i8
  %v586 = arith.extsi %v585 : i8 to i64
  call @printI64(%v586) : (i64) -> ()
  call @printComma() : () -> ()
  %v587 = arith.divsi %v6, %v2 : i8
  %v588 = arith.extsi %v587 : i8 to i64
  call @printI64(%v588) : (i64) -> ()
  call @printComma() : () -> ()
  %v589 = arith.divsi %v6, %v3 : i8
  %v590 = arith.extsi %v589 : i8 to i64
  call @printI64(%v590) : (i64) -> ()
  call @printComma() : () -> ()
  %v591 = arith.divsi %v6, %v4 : i8
  %v592 = arith.extsi %v591 : i8 to i64
  call @printI64(%v592) : (i64) -> ()
  call @printComma() : () -> ()
  %v593 = arith.divsi %v6, %v6 : i8
  %v594 = arith.extsi %v593 : i8 to i64
  call @printI64(%v594) : (i64) -> ()
  call @printComma() : () -> ()
  %v595 = arith.divsi %v6, %v7 : i8
  %v596 = arith.extsi %v595 : i8 to i64
  call @printI64(%v596) : (i64) -> ()
  call @printComma() : () -> ()
  %v597 = arith.divsi %v7, %v2 : i8
  %v598 = arith.extsi %v597 : i8 to i64
  call @printI64(%v598) : (i64) -> ()
  call @printComma() : () -> ()
  %v599 = arith.divsi %v7, %v3 : i8
  %v600 = arith.extsi %v599 : i8 to i64
  call @printI64(%v600) : (i64) -> ()
  call @printComma() : () -> ()
  %v601 = arith.divsi %v7, %v4 : i8
  %v602 = arith.extsi %v601 : i8 to i64
  call @printI64(%v602) : (i64) -> ()
  call @printComma() : () -> ()
  %v603 = arith.divsi %v7, %v6 : i8
  %v604 = arith.extsi %v603 : i8 to i64
  call @printI64(%v604) : (i64) -> ()
  call @printComma() : () -> ()
  %v605 = arith.divsi %v7, %v7 : i8
  %v606 = arith.extsi %v605 : i8 to i64
  call @printI64(%v606) : (i64) -> ()
  call @printComma() : () -> ()
  call @printNewline() : () -> ()
  %v607 = arith.divui %v1, %v2 : i8
  %v608 = arith.extsi %v607 : i8 to i64
  call @printI64(%v608) : (i64) -> ()
  call @printComma() : () -> ()
  %v609 = arith.divui %v1, %v3 : i8
  %v610 = arith.extsi %v609 : i8 to i64
  call @printI64(%v610) : (i64) -> ()
  call @printComma() : () -> ()
  %v611 = arith.divui %v1, %v4 : i8
  %v612 = arith.extsi %v611 : i8 to i64
  call @printI64(%v612) : (i64) -> ()
  call @printComma() : () -> ()
  %v613 = arith.divui %v1, %v6 : i8
  %v614 = arith.extsi %v613 : i8 to i64
  call @printI64(%v614) : (i64) -> ()
  call @printComma() : () -> ()
  %v615 = arith.divui %v1, %v7 : i8
  %v616 = arith.extsi %v615 : i8 to i64
  call @printI64(%v616) : (i64) -> ()
  call @printComma() : () -> ()
  %v617 = arith.divui %v2, %v2 : i8
  %v618 = arith.extsi %v617 : i8 to i64
  call @printI64(%v618) : (i64) -> ()
  call @printComma() : () -> ()
  %v619 = arith.divui %v2, %v3 : i8
  %v620 = arith.extsi %v619 : i8 to i64
  call @printI64(%v620) : (i64) -> ()
  call @printComma() : () -> ()
  %v621 = arith.divui %v2, %v4 : i8
  %v622 = arith.extsi %v621 : i8 to i64
  call @printI64(%v622) : (i64) -> ()
  call @printComma() : () -> ()
  %v623 = arith.divui %v2, %v6 : i8
  %v624 = arith.extsi %v623 : i8 to i64
  call @printI64(%v624) : (i64) -> ()
  call @printComma() : () -> ()
  %v625 = arith.divui %v2, %v7 : i8
  %v626 = arith.extsi %v625 : i8 to i64
  call @printI64(%v626) : (i64) -> ()
  call @printComma() : () -> ()
  %v627 = arith.divui %v3, %v2 : i8
  %v628 = arith.extsi %v627 : i8 to i64
  call @printI64(%v628) : (i64) -> ()
  call @printComma() : () -> ()
  %v629 = arith.divui %v3, %v3 : i8
  %v630 = arith.extsi %v629 : i8 to i64
  call @printI64(%v630) : (i64) -> ()
  call @printComma() : () -> ()
  %v631 = arith.divui %v3, %v4 : i8
  %v632 = arith.extsi %v631 : i8 to i64
  call @printI64(%v632) : (i64) -> ()
  call @printComma() : () -> ()
  %v633 = arith.divui %v3, %v6 : i8
  %v634 = arith.extsi %v633 : i8 to i64
  call @printI64(%v634) : (i64) -> ()
  call @printComma() : () -> ()
  %v635 = arith.divui %v3, %v7 : i8
  %v636 = arith.extsi %v635 : i8 to i64
  call @printI64(%v636) : (i64) -> ()
  call @printComma() : () -> ()
  %v637 = arith.divui %v4, %v2 : i8
  %v638 = arith.extsi %v637 : i8 to i64
  call @printI64(%v638) : (i64) -> ()
  call @printComma() : () -> ()
  %v639 = arith.divui %v4, %v3 : i8
  %v640 = arith.extsi %v639 : i8 to i64
  call @printI64(%v640) : (i64) -> ()
  call @printComma() : () -> ()
  %v641 = arith.divui %v4, %v4 : i8
  %v642 = arith.extsi %v641 : i8 to i64
  call @printI64(%v642) : (i64) -> ()
  call @printComma() : () -> ()
  %v643 = arith.divui %v4, %v6 : i8
  %v644 = arith.extsi %v643 : i8 to i64
  call @printI64(%v644) : (i64) -> ()
  call @printComma() : () -> ()
  %v645 = arith.divui %v4, %v7 : i8
  %v646 = arith.extsi %v645 : i8 to i64
  call @printI64(%v646) : (i64) -> ()
  call @printComma() : () -> ()
  %v647 = arith.divui %v5, %v2 : i8
  %v648 = arith.extsi %v647 : i8 to i64
  call @printI64(%v648) : (i64) -> ()
  call @printComma() : () -> ()
  %v649 = arith.divui %v5, %v3 : i8
  %v650 = arith.extsi %v649 : i8 to i64
  call @printI64(%v650) : (i64) -> ()
  call @printComma() : () -> ()
  %v651 = arith.divui %v5, %v4 : i8
  %v652 = arith.extsi %v651 : i8 to i64
  call @printI64(%v652) : (i64) -> ()
  call @printComma() : () -> ()
  %v653 = arith.divui %v5, %v6 : i8
  %v654 = arith.extsi %v653 : i8 to i64
  call @printI64(%v654) : (i64) -> ()
  call @printComma() : () -> ()
  %v655 = arith.divui %v5, %v7 : i8
  %v656 = arith.extsi %v655 : i8 to i64
  call @printI64(%v656) : (i64) -> ()
  call @printComma() : () -> ()
  %v657 = arith.divui %v6, %v2 : i8
  %v658 = arith.extsi %v657 : i8 to i64
  call @printI64(%v658) : (i64) -> ()
  call @printComma() : () -> ()
  %v659 = arith.divui %v6, %v3 : i8
  %v660 = arith.extsi %v659 : i8 to i64
  call @printI64(%v660) : (i64) -> ()
  call @printComma() : () -> ()
  %v661 = arith.divui %v6, %v4 : i8
  %v662 = arith.extsi %v661 : i8 to i64
  call @printI64(%v662) : (i64) -> ()
  call @printComma() : () -> ()
  %v663 = arith.divui %v6, %v6 : i8
  %v664 = arith.extsi %v663 : i8 to i64
  call @printI64(%v664) : (i64) -> ()
  call @printComma() : () -> ()
  %v665 = arith.divui %v6, %v7 : i8
  %v666 = arith.extsi %v665 : i8 to i64
  call @printI64(%v666) : (i64) -> ()
  call @printComma() : () -> ()
  %v667 = arith.divui %v7, %v2 : i8
  %v668 = arith.extsi %v667 : i8 to i64
  call @printI64(%v668) : (i64) -> ()
  call @printComma() : () -> ()
  %v669 = arith.divui %v7, %v3 : i8
  %v670 = arith.extsi %v669 : i8 to i64
  call @printI64(%v670) : (i64) -> ()
  call @printComma() : () -> ()
  %v671 = arith.divui %v7, %v4 : i8
  %v672 = arith.extsi %v671 : i8 to i64
  call @printI64(%v672) : (i64) -> ()
  call @printComma() : () -> ()
  %v673 = arith.divui %v7, %v6 : i8
  %v674 = arith.extsi %v673 : i8 to i64
  call @printI64(%v674) : (i64) -> ()
  call @printComma() : () -> ()
  %v675 = arith.divui %v7, %v7 : i8
  %v676 = arith.extsi %v675 : i8 to i64
  call @printI64(%v676) : (i64) -> ()
  call @printComma() : () -> ()
  call @printNewline() : () -> ()
  %v677 = arith.remsi %v1, %v2 : i8
  %v678 = arith.extsi %v677 : i8 to i64
  call @printI64(%v678) : (i64) -> ()
  call @printComma() : () -> ()
  %v679 = arith.remsi %v1, %v3 : i8
  %v680 = arith.extsi %v679 : i8 to i64
  call @printI64(%v680) : (i64) -> ()
  call @printComma() : () -> ()
  %v681 = arith.remsi %v1, %v4 : i8
  %v682 = arith.extsi %v681 : i8 to i64
  call @printI64(%v682) : (i64) -> ()
  call @printComma() : () -> ()
  %v683 = arith.remsi %v1, %v6 : i8
  %v684 = arith.extsi %v683 : i8 to i64
  call @printI64(%v684) : (i64) -> ()
  call @printComma() : () -> ()
  %v685 = arith.remsi %v1, %v7 : i8
  %v686 = arith.extsi %v685 : i8 to i64
  call @printI64(%v686) : (i64) -> ()
  call @printComma() : () -> ()
  %v687 = arith.remsi %v2, %v2 : i8
  %v688 = arith.extsi %v687 : i8 to i64
  call @printI64(%v688) : (i64) -> ()
  call @printComma() : () -> ()
  %v689 = arith.remsi %v2, %v3 : i8
  %v690 = arith.extsi %v689 : i8 to i64
  call @printI64(%v690) : (i64) -> ()
  call @printComma() : () -> ()
  %v691 = arith.remsi %v2, %v4 : i8
  %v692 = arith.extsi %v691 : i8 to i64
  call @printI64(%v692) : (i64) -> ()
  call @printComma() : () -> ()
  %v693 = arith.remsi %v2, %v6 : i8
  %v694 = arith.extsi %v693 : i8 to i64
  call @printI64(%v694) : (i64) -> ()
  call @printComma() : () -> ()
  %v695 = arith.remsi %v2, %v7 : i8
  %v696 = arith.extsi %v695 : i8 to i64
  call @printI64(%v696) : (i64) -> ()
  call @printComma() : () -> ()
  %v697 = arith.remsi %v3, %v2 : i8
  %v698 = arith.extsi %v697 : i8 to i64
  call @printI64(%v698) : (i64) -> ()
  call @printComma() : () -> ()
  %v699 = arith.remsi %v3, %v3 : i8
  %v700 = arith.extsi %v699 : i8 to i64
  call @printI64(%v700) : (i64) -> ()
  call @printComma() : () -> ()
  %v701 = arith.remsi %v3, %v4 : i8
  %v702 = arith.extsi %v701 : i8 to i64
  call @printI64(%v702) : (i64) -> ()
  call @printComma() : () -> ()
  %v703 = arith.remsi %v3, %v6 : i8
  %v704 = arith.extsi %v703 : i8 to i64
  call @printI64(%v704) : (i64) -> ()
  call @printComma() : () -> ()
  %v705 = arith.remsi %v3, %v7 : i8
  %v706 = arith.extsi %v705 : i8 to i64
  call @printI64(%v706) : (i64) -> ()
  call @printComma() : () -> ()
  %v707 = arith.remsi %v4, %v2 : i8
  %v708 = arith.extsi %v707 : i8 to i64
  call @printI64(%v708) : (i64) -> ()
  call @printComma() : () -> ()
  %v709 = arith.remsi %v4, %v3 : i8
  %v710 = arith.extsi %v709 : i8 to i64
  call @printI64(%v710) : (i64) -> ()
  call @printComma() : () -> ()
  %v711 = arith.remsi %v4, %v4 : i8
  %v712 = arith.extsi %v711 : i8 to i64
  call @printI64(%v712) : (i64) -> ()
  call @printComma() : () -> ()
  %v713 = arith.remsi %v4, %v6 : i8
  %v714 = arith.extsi %v713 : i8 to i64
  call @printI64(%v714) : (i64) -> ()
  call @printComma() : () -> ()
  %v715 = arith.remsi %v4, %v7 : i8
  %v716 = arith.extsi %v715 : i8 to i64
  call @printI64(%v716) : (i64) -> ()
  call @printComma() : () -> ()
  %v717 = arith.remsi %v5, %v2 : i8
  %v718 = arith.extsi %v717 : i8 to i64
  call @printI64(%v718) : (i64) -> ()
  call @printComma() : () -> ()
  %v719 = arith.remsi %v5, %v3 : i8
  %v720 = arith.extsi %v719 : i8 to i64
  call @printI64(%v720) : (i64) -> ()
  call @printComma() : () -> ()
  %v721 = arith.remsi %v5, %v4 : i8
  %v722 = arith.extsi %v721 : i8 to i64
  call @printI64(%v722) : (i64) -> ()
  call @printComma() : () -> ()
  %v723 = arith.remsi %v5, %v6 : i8
  %v724 = arith.extsi %v723 : i8 to i64
  call @printI64(%v724) : (i64) -> ()
  call @printComma() : () -> ()
  %v725 = arith.remsi %v5, %v7 : i8
  %v726 = arith.extsi %v725 : i8 to i64
  call @printI64(%v726) : (i64) -> ()
  call @printComma() : () -> ()
  %v727 = arith.remsi %v6, %v2 : i8
  %v728 = arith.extsi %v727 : i8 to i64
  call @printI64(%v728) : (i64) -> ()
  call @printComma() : () -> ()
  %v729 = arith.remsi %v6, %v3 : i8
  %v730 = arith.extsi %v729 : i8 to i64
  call @printI64(%v730) : (i64) -> ()
  call @printComma() : () -> ()
  %v731 = arith.remsi %v6, %v4 : i8
  %v732 = arith.extsi %v731 : i8 to i64
  call @printI64(%v732) : (i64) -> ()
  call @printComma() : () -> ()
  %v733 = arith.remsi %v6, %v6 : i8
  %v734 = arith.extsi %v733 : i8 to i64
  call @printI64(%v734) : (i64) -> ()
  call @printComma() : () -> ()
  %v735 = arith.remsi %v6, %v7 : i8
  %v736 = arith.extsi %v735 : i8 to i64
  call @printI64(%v736) : (i64) -> ()
  call @printComma() : () -> ()
  %v737 = arith.remsi %v7, %v2 : i8
  %v738 = arith.extsi %v737 : i8 to i64
  call @printI64(%v738) : (i64) -> ()
  call @printComma() : () -> ()
  %v739 = arith.remsi %v7, %v3 : i8
  %v740 = arith.extsi %v739 : i8 to i64
  call @printI64(%v740) : (i64) -> ()
  call @printComma() : () -> ()
  %v741 = arith.remsi %v7, %v4 : i8
  %v742 = arith.extsi %v741 : i8 to i64
  call @printI64(%v742) : (i64) -> ()
  call @printComma() : () -> ()
  %v743 = arith.remsi %v7, %v6 : i8
  %v744 = arith.extsi %v743 : i8 to i64
  call @printI64(%v744) : (i64) -> ()
  call @printComma() : () -> ()
  %v745 = arith.remsi %v7, %v7 : i8
  %v746 = arith.extsi %v745 : i8 to i64
  call @printI64(%v746) : (i64) -> ()
  call @printComma() : () -> ()
  call @printNewline() : () -> ()
  %v747 = arith.remui %v1, %v2 : i8
  %v748 = arith.extsi %v747 : i8 to i64
  call @printI64(%v748) : (i64) -> ()
  call @printComma() : () -> ()
  %v749 = arith.remui %v1, %v3 : i8
  %v750 = arith.extsi %v749 : i8 to i64
  call @printI64(%v750) : (i64) -> ()
  call @printComma() : () -> ()
  %v751 = arith.remui %v1, %v4 : i8
  %v752 = arith.extsi %v751 : i8 to i64
  call @printI64(%v752) : (i64) -> ()
  call @printComma() : () -> ()
  %v753 = arith.remui %v1, %v6 : i8
  %v754 = arith.extsi %v753 : i8 to i64
  call @printI64(%v754) : (i64) -> ()
  call @printComma() : () -> ()
  %v755 = arith.remui %v1, %v7 : i8
  %v756 = arith.extsi %v755 : i8 to i64
  call @printI64(%v756) : (i64) -> ()
  call @printComma() : () -> ()
  %v757 = arith.remui %v2, %v2 : i8
  %v758 = arith.extsi %v757 : i8 to i64
  call @printI64(%v758) : (i64) -> ()
  call @printComma() : () -> ()
  %v759 = arith.remui %v2, %v3 : i8
  %v760 = arith.extsi %v759 : i8 to i64
  call @printI64(%v760) : (i64) -> ()
  call @printComma() : () -> ()
  %v761 = arith.remui %v2, %v4 : i8
  %v762 = arith.extsi %v761 : i8 to i64
  call @printI64(%v762) : (i64) -> ()
  call @printComma() : () -> ()
  %v763 = arith.remui %v2, %v6 : i8
  %v764 = arith.extsi %v763 : i8 to i64
  call @printI64(%v764) : (i64) -> ()
  call @printComma() : () -> ()
  %v765 = arith.remui %v2, %v7 : i8
  %v766 = arith.extsi %v765 : i8 to i64
  call @printI64(%v766) : (i64) -> ()
  call @printComma() : () -> ()
  %v767 = arith.remui %v3, %v2 : i8
  %v768 = arith.extsi %v767 : i8 to i64
  call @printI64(%v768) : (i64) -> ()
  call @printComma() : () -> ()
  %v769 = arith.remui %v3, %v3 : i8
  %v770 = arith.extsi %v769 : i8 to i64
  call @printI64(%v770) : (i64) -> ()
  call @printComma() : () -> ()
  %v771 = arith.remui %v3, %v4 : i8
  %v772 = arith.extsi %v771 : i8 to i64
  call @printI64(%v772) : (i64) -> ()
  call @printComma() : () -> ()
  %v773 = arith.remui %v3, %v6 : i8
  %v774 = arith.extsi %v773 : i8 to i64
  call @printI64(%v774) : (i64) -> ()
  call @printComma() : () -> ()
  %v775 = arith.remui %v3, %v7 : i8
  %v776 = arith.extsi %v775 : i8 to i64
  call @printI64(%v776) : (i64) -> ()
  call @printComma() : () -> ()
  %v777 = arith.remui %v4, %v2 : i8
  %v778 = arith.extsi %v777 : i8 to i64
  call @printI64(%v778) : (i64) -> ()
  call @printComma() : () -> ()
  %v779 = arith.remui %v4, %v3 : i8
  %v780 = arith.extsi %v779 : i8 to i64
  call @printI64(%v780) : (i64) -> ()
  call @printComma() : () -> ()
  %v781 = arith.remui %v4, %v4 : i8
  %v782 = arith.extsi %v781 : i8 to i64
  call @printI64(%v782) : (i64) -> ()
  call @printComma() : () -> ()
  %v783 = arith.remui %v4, %v6 : i8
  %v784 = arith.extsi %v783 : i8 to i64
  call @printI64(%v784) : (i64) -> ()
  call @printComma() : () -> ()
  %v785 = arith.remui %v4, %v7 : i8
  %v786 = arith.extsi %v785 : i8 to i64
  call @printI64(%v786) : (i64) -> ()
  call @printComma() : () -> ()
  %v787 = arith.remui %v5, %v2 : i8
  %v788 = arith.extsi %v787 : i8 to i64
  call @printI64(%v788) : (i64) -> ()
  call @printComma() : () -> ()
  %v789 = arith.remui %v5, %v3 : i8
  %v790 = arith.extsi %v789 : i8 to i64
  call @printI64(%v790) : (i64) -> ()
  call @printComma() : () -> ()
  %v791 = arith.remui %v5, %v4 : i8
  %v792 = arith.extsi %v791 : i8 to i64
  call @printI64(%v792) : (i64) -> ()
  call @printComma() : () -> ()
  %v793 = arith.remui %v5, %v6 : i8
  %v794 = arith.extsi %v793 : i8 to i64
  call @printI64(%v794) : (i64) -> ()
  call @printComma() : () -> ()
  %v795 = arith.remui %v5, %v7 : i8
  %v796 = arith.extsi %v795 : i8 to i64
  call @printI64(%v796) : (i64) -> ()
  call @printComma() : () -> ()
  %v797 = arith.remui %v6, %v2 : i8
  %v798 = arith.extsi %v797 : i8 to i64
  call @printI64(%v798) : (i64) -> ()
  call @printComma() : () -> ()
  %v799 = arith.remui %v6, %v3 : i8
  %v800 = arith.extsi %v799 : i8 to i64
  call @printI64(%v800) : (i64) -> ()
  call @printComma() : () -> ()
  %v801 = arith.remui %v6, %v4 : i8
  %v802 = arith.extsi %v801 : i8 to i64
  call @printI64(%v802) : (i64) -> ()
  call @printComma() : () -> ()
  %v803 = arith.remui %v6, %v6 : i8
  %v804 = arith.extsi %v803 : i8 to i64
  call @printI64(%v804) : (i64) -> ()
  call @printComma() : () -> ()
  %v805 = arith.remui %v6, %v7 : i8
  %v806 = arith.extsi %v805 : i8 to i64
  call @printI64(%v806) : (i64) -> ()
  call @printComma() : () -> ()
  %v807 = arith.remui %v7, %v2 : i8
  %v808 = arith.extsi %v807 : i8 to i64
  call @printI64(%v808) : (i64) -> ()
  call @printComma() : () -> ()
  %v809 = arith.remui %v7, %v3 : i8
  %v810 = arith.extsi %v809 : i8 to i64
  call @printI64(%v810) : (i64) -> ()
  call @printComma() : () -> ()
  %v811 = arith.remui %v7, %v4 : i8
  %v812 = arith.extsi %v811 : i8 to i64
  call @printI64(%v812) : (i64) -> ()
  call @printComma() : () -> ()
  %v813 = arith.remui %v7, %v6 : i8
  %v814 = arith.extsi %v813 : i8 to i64
  call @printI64(%v814) : (i64) -> ()
  call @printComma() : () -> ()
  %v815 = arith.remui %v7, %v7 : i8
  %v816 = arith.extsi %v815 : i8 to i64
  call @printI64(%v816) : (i64) -> ()
  call @printComma() : () -> ()
  call @printNewline() : () -> ()
  %v817 = arith.ceildivsi %v1, %v2 : i8
  %v818 = arith.extsi %v817 : i8 to i64
  call @printI64(%v818) : (i64) -> ()
  call @printComma() : () -> ()
  %v819 = arith.ceildivsi %v1, %v3 : i8
  %v820 = arith.extsi %v819 : i8 to i64
  call @printI64(%v820) : (i64) -> ()
  call @printComma() : () -> ()
  %v821 = arith.ceildivsi %v1, %v4 : i8
  %v822 = arith.extsi %v821 : i8 to i64
  call @printI64(%v822) : (i64) -> ()
  call @printComma() : () -> ()
  %v823 = arith.ceildivsi %v1, %v6 : i8
  %v824 = arith.extsi %v823 : i8 to i64
  call @printI64(%v824) : (i64) -> ()
  call @printComma() : () -> ()
  %v825 = arith.ceildivsi %v1, %v7 : i8
  %v826 = arith.extsi %v825 : i8 to i64
  call @printI64(%v826) : (i64) -> ()
  call @printComma() : () -> ()
  %v827 = arith.ceildivsi %v2, %v2 : i8
  %v828 = arith.extsi %v827 : i8 to i64
  call @printI64(%v828) : (i64) -> ()
  call @printComma() : () -> ()
  %v829 = arith.ceildivsi %v2, %v3 : i8
  %v830 = arith.extsi %v829 : i8 to i64
  call @printI64(%v830) : (i64) -> ()
  call @printComma() : () -> ()
  %v831 = arith.ceildivsi %v2, %v4 : i8
  %v832 = arith.extsi %v831 : i8 to i64
  call @printI64(%v832) : (i64) -> ()
  call @printComma() : () -> ()
  %v833 = arith.ceildivsi %v2, %v6 : i8
  %v834 = arith.extsi %v833 : i8 to i64
  call @printI64(%v834) : (i64) -> ()
  call @printComma() : () -> ()
  %v835 = arith.ceildivsi %v2, %v7 : i8
  %v836 = arith.extsi %v835 : i8 to i64
  call @printI64(%v836) : (i64) -> ()
  call @printComma() : () -> ()
  %v837 = arith.ceildivsi %v3, %v2 : i8
  %v838 = arith.extsi %v837 : i8 to i64
  call @printI64(%v838) : (i64) -> ()
  call @printComma() : () -> ()
  %v839 = arith.ceildivsi %v3, %v3 : i8
  %v840 = arith.extsi %v839 : i8 to i64
  call @printI64(%v840) : (i64) -> ()
  call @printComma() : () -> ()
  %v841 = arith.ceildivsi %v3, %v4 : i8
  %v842 = arith.extsi %v841 : i8 to i64
  call @printI64(%v842) : (i64) -> ()
  call @printComma() : () -> ()
  %v843 = arith.ceildivsi %v3, %v6 : i8
  %v844 = arith.extsi %v843 : i8 to i64
  call @printI64(%v844) : (i64) -> ()
  call @printComma() : () -> ()
  %v845 = arith.ceildivsi %v3, %v7 : i8
  %v846 = arith.extsi %v845 : i8 to i64
  call @printI64(%v846) : (i64) -> ()
  call @printComma() : () -> ()
  %v847 = arith.ceildivsi %v5, %v2 : i8
  %v848 = arith.extsi %v847 : i8 to i64
  call @printI64(%v848) : (i64) -> ()
  call @printComma() : () -> ()
  %v849 = arith.ceildivsi %v5, %v3 : i8
  %v850 = arith.extsi %v849 : i8 to i64
  call @printI64(%v850) : (i64) -> ()
  call @printComma() : () -> ()
  %v851 = arith.ceildivsi %v5, %v4 : i8
  %v852 = arith.extsi %v851 : i8 to i64
  call @printI64(%v852) : (i64) -> ()
  call @printComma() : () -> ()
  %v853 = arith.ceildivsi %v5, %v6 : i8
  %v854 = arith.extsi %v853 : i8 to i64
  call @printI64(%v854) : (i64) -> ()
  call @printComma() : () -> ()
  %v855 = arith.ceildivsi %v5, %v7 : i8
  %v856 = arith.extsi %v855 : i8 to i64
  call @printI64(%v856) : (i64) -> ()
  call @printComma() : () -> ()
  %v857 = arith.ceildivsi %v6, %v2 : i8
  %v858 = arith.extsi %v857 : i8 to i64
  call @printI64(%v858) : (i64) -> ()
  call @printComma() : () -> ()
  %v859 = arith.ceildivsi %v6, %v3 : i8
  %v860 = arith.extsi %v859 : i8 to i64
  call @printI64(%v860) : (i64) -> ()
  call @printComma() : () -> ()
  %v861 = arith.ceildivsi %v6, %v4 : i8
  %v862 = arith.extsi %v861 : i8 to i64
  call @printI64(%v862) : (i64) -> ()
  call @printComma() : () -> ()
  %v863 = arith.ceildivsi %v6, %v6 : i8
  %v864 = arith.extsi %v863 : i8 to i64
  call @printI64(%v864) : (i64) -> ()
  call @printComma() : () -> ()
  %v865 = arith.ceildivsi %v6, %v7 : i8
  %v866 = arith.extsi %v865 : i8 to i64
  call @printI64(%v866) : (i64) -> ()
  call @printComma() : () -> ()
  %v867 = arith.ceildivsi %v7, %v2 : i8
  %v868 = arith.extsi %v867 : i8 to i64
  call @printI64(%v868) : (i64) -> ()
  call @printComma() : () -> ()
  %v869 = arith.ceildivsi %v7, %v3 : i8
  %v870 = arith.extsi %v869 : i8 to i64
  call @printI64(%v870) : (i64) -> ()
  call @printComma() : () -> ()
  %v871 = arith.ceildivsi %v7, %v4 : i8
  %v872 = arith.extsi %v871 : i8 to i64
  call @printI64(%v872) : (i64) -> ()
  call @printComma() : () -> ()
  %v873 = arith.ceildivsi %v7, %v6 : i8
  %v874 = arith.extsi %v873 : i8 to i64
  call @printI64(%v874) : (i64) -> ()
  call @printComma() : () -> ()
  %v875 = arith.ceildivsi %v7, %v7 : i8
  %v876 = arith.extsi %v875 : i8 to i64
  call @printI64(%v876) : (i64) -> ()
  call @printComma() : () -> ()
  call @printNewline() : () -> ()
  %v877 = arith.floordivsi %v1, %v2 : i8
  %v878 = arith.extsi %v877 : i8 to i64
  call @printI64(%v878) : (i64) -> ()
  call @printComma() : () -> ()
  %v879 = arith.floordivsi %v1, %v3 : i8
  %v880 = arith.extsi %v879 : i8 to i64
  call @printI64(%v880) : (i64) -> ()
  call @printComma() : () -> ()
  %v881 = arith.floordivsi %v1, %v4 : i8
  %v882 = arith.extsi %v881 : i8 to i64
  call @printI64(%v882) : (i64) -> ()
  call @printComma() : () -> ()
  %v883 = arith.floordivsi %v1, %v6 : i8
  %v884 = arith.extsi %v883 : i8 to i64
  call @printI64(%v884) : (i64) -> ()
  call @printComma() : () -> ()
  %v885 = arith.floordivsi %v1, %v7 : i8
  %v886 = arith.extsi %v885 : i8 to i64
  call @printI64(%v886) : (i64) -> ()
  call @printComma() : () -> ()
  %v887 = arith.floordivsi %v2, %v2 : i8
  %v888 = arith.extsi %v887 : i8 to i64
  call @printI64(%v888) : (i64) -> ()
  call @printComma() : () -> ()
  %v889 = arith.floordivsi %v2, %v3 : i8
  %v890 = arith.extsi %v889 : i8 to i64
  call @printI64(%v890) : (i64) -> ()
  call @printComma() : () -> ()
  %v891 = arith.floordivsi %v2, %v4 : i8
  %v892 = arith.extsi %v891 : i8 to i64
  call @printI64(%v892) : (i64) -> ()
  call @printComma() : () -> ()
  %v893 = arith.floordivsi %v2, %v6 : i8
  %v894 = arith.extsi %v893 : i8 to i64
  call @printI64(%v894) : (i64) -> ()
  call @printComma() : () -> ()
  %v895 = arith.floordivsi %v2, %v7 : i8
  %v896 = arith.extsi %v895 : i8 to i64
  call @printI64(%v896) : (i64) -> ()
  call @printComma() : () -> ()
  %v897 = arith.floordivsi %v3, %v2 : i8
  %v898 = arith.extsi %v897 : i8 to i64
  call @printI64(%v898) : (i64) -> ()
  call @printComma() : () -> ()
  %v899 = arith.floordivsi %v3, %v3 : i8
  %v900 = arith.extsi %v899 : i8 to i64
  call @printI64(%v900) : (i64) -> ()
  call @printComma() : () -> ()
  %v901 = arith.floordivsi %v3, %v4 : i8
  %v902 = arith.extsi %v901 : i8 to i64
  call @printI64(%v902) : (i64) -> ()
  call @printComma() : () -> ()
  %v903 = arith.floordivsi %v3, %v6 : i8
  %v904 = arith.extsi %v903 : i8 to i64
  call @printI64(%v904) : (i64) -> ()
  call @printComma() : () -> ()
  %v905 = arith.floordivsi %v3, %v7 : i8
  %v906 = arith.extsi %v905 : i8 to i64
  call @printI64(%v906) : (i64) -> ()
  call @printComma() : () -> ()
  %v907 = arith.floordivsi %v5, %v2 : i8
  %v908 = arith.extsi %v907 : i8 to i64
  call @printI64(%v908) : (i64) -> ()
  call @printComma() : () -> ()
  %v909 = arith.floordivsi %v5, %v3 : i8
  %v910 = arith.extsi %v909 : i8 to i64
  call @printI64(%v910) : (i64) -> ()
  call @printComma() : () -> ()
  %v911 = arith.floordivsi %v5, %v4 : i8
  %v912 = arith.extsi %v911 : i8 to i64
  call @printI64(%v912) : (i64) -> ()
  call @printComma() : () -> ()
  %v913 = arith.floordivsi %v5, %v6 : i8
  %v914 = arith.extsi %v913 : i8 to i64
  call @printI64(%v914) : (i64) -> ()
  call @printComma() : () -> ()
  %v915 = arith.floordivsi %v5, %v7 : i8
  %v916 = arith.extsi %v915 : i8 to i64
  call @printI64(%v916) : (i64) -> ()
  call @printComma() : () -> ()
  %v917 = arith.floordivsi %v6, %v2 : i8
  %v918 = arith.extsi %v917 : i8 to i64
  call @printI64(%v918) : (i64) -> ()
  call @printComma() : () -> ()
  %v919 = arith.floordivsi %v6, %v3 : i8
  %v920 = arith.extsi %v919 : i8 to i64
  call @printI64(%v920) : (i64) -> ()
  call @printComma() : () -> ()
  %v921 = arith.floordivsi %v6, %v4 : i8
  %v922 = arith.extsi %v921 : i8 to i64
  call @printI64(%v922) : (i64) -> ()
  call @printComma() : () -> ()
  %v923 = arith.floordivsi %v6, %v6 : i8
  %v924 = arith.extsi %v923 : i8 to i64
  call @printI64(%v924) : (i64) -> ()
  call @printComma() : () -> ()
  %v925 = arith.floordivsi %v6, %v7 : i8
  %v926 = arith.extsi %v925 : i8 to i64
  call @printI64(%v926) : (i64) -> ()
  call @printComma() : () -> ()
  %v927 = arith.floordivsi %v7, %v2 : i8
  %v928 = arith.extsi %v927 : i8 to i64
  call @printI64(%v928) : (i64) -> ()
  call @printComma() : () -> ()
  %v929 = arith.floordivsi %v7, %v3 : i8
  %v930 = arith.extsi %v929 : i8 to i64
  call @printI64(%v930) : (i64) -> ()
  call @printComma() : () -> ()
  %v931 = arith.floordivsi %v7, %v4 : i8
  %v932 = arith.extsi %v931 : i8 to i64
  call @printI64(%v932) : (i64) -> ()
  call @printComma() : () -> ()
  %v933 = arith.floordivsi %v7, %v6 : i8
  %v934 = arith.extsi %v933 : i8 to i64
  call @printI64(%v934) : (i64) -> ()
  call @printComma() : () -> ()
  %v935 = arith.floordivsi %v7, %v7 : i8
  %v936 = arith.extsi %v935 : i8 to i64
  call @printI64(%v936) : (i64) -> ()
  call @printComma() : () -> ()
  call @printNewline() : () -> ()
  %v937 = arith.cmpi eq, %v1, %v1 : i8
  %v938 = arith.extui %v937 : i1 to i64
  call @printI64(%v938) : (i64) -> ()
  %v939 = arith.cmpi eq, %v1, %v4 : i8
  %v940 = arith.extui %v939 : i1 to i64
  call @printI64(%v940) : (i64) -> ()
  %v941 = arith.cmpi eq, %v1, %v7 : i8
  %v942 = arith.extui %v941 : i1 to i64
  call @printI64(%v942) : (i64) -> ()
  %v943 = arith.cmpi eq, %v2, %v3 : i8
  %v944 = arith.extui %v943 : i1 to i64
  call @printI64(%v944) : (i64) -> ()
  %v945 = arith.cmpi eq, %v2, %v6 : i8
  %v946 = arith.extui %v945 : i1 to i64
  call @printI64(%v946) : (i64) -> ()
  %v947 = arith.cmpi eq, %v3, %v2 : i8
  %v948 = arith.extui %v947 : i1 to i64
  call @printI64(%v948) : (i64) -> ()
  %v949 = arith.cmpi eq, %v3, %v5 : i8
  %v950 = arith.extui %v949 : i1 to i64
  call @printI64(%v950) : (i64) -> ()
  %v951 = arith.cmpi eq, %v4, %v1 : i8
  %v952 = arith.extui %v951 : i1 to i64
  call @printI64(%v952) : (i64) -> ()
  %v953 = arith.cmpi eq, %v4, %v4 : i8
  %v954 = arith.extui %v953 : i1 to i64
  call @printI64(%v954) : (i64) -> ()
  %v955 = arith.cmpi eq, %v4, %v7 : i8
  %v956 = arith.extui %v955 : i1 to i64
  call @printI64(%v956) : (i64) -> ()
  %v957 = arith.cmpi eq, %v5, %v3 : i8
  %v958 = arith.extui %v957 : i1 to i64
  call @printI64(%v958) : (i64) -> ()
  %v959 = arith.cmpi eq, %v5, %v6 : i8
  %v960 = arith.extui %v959 : i1 to i64
  call @printI64(%v960) : (i64) -> ()
  %v961 = arith.cmpi eq, %v6, %v2 : i8
  %v962 = arith.extui %v961 : i1 to i64
  call @printI64(%v962) : (i64) -> ()
  %v963 = arith.cmpi eq, %v6, %v5 : i8
  %v964 = arith.extui %v963 : i1 to i64
  call @printI64(%v964) : (i64) -> ()
  %v965 = arith.cmpi eq, %v7, %v1 : i8
  %v966 = arith.extui %v965 : i1 to i64
  call @printI64(%v966) : (i64) -> ()
  %v967 = arith.cmpi eq, %v7, %v4 : i8
  %v968 = arith.extui %v967 : i1 to i64
  call @printI64(%v968) : (i64) -> ()
  %v969 = arith.cmpi eq, %v7, %v7 : i8
  %v970 = arith.extui %v969 : i1 to i64
  call @printI64(%v970) : (i64) -> ()
  call @printNewline() : () -> ()
  %v971 = arith.cmpi ne, %v1, %v1 : i8
  %v972 = arith.extui %v971 : i1 to i64
  call @printI64(%v972) : (i64) -> ()
  %v973 = arith.cmpi ne, %v1, %v4 : i8
  %v974 = arith.extui %v973 : i1 to i64
  call @printI64(%v974) : (i64) -> ()
  %v975 = arith.cmpi ne, %v1, %v7 : i8
  %v976 = arith.extui %v975 : i1 to i64
  call @printI64(%v976) : (i64) -> ()
  %v977 = arith.cmpi ne, %v2, %v3 : i8
  %v978 = arith.extui %v977 : i1 to i64
  call @printI64(%v978) : (i64) -> ()
  %v979 = arith.cmpi ne, %v2, %v6 : i8
  %v980 = arith.extui %v979 : i1 to i64
  call @printI64(%v980) : (i64) -> ()
  %v981 = arith.cmpi ne, %v3, %v2 : i8
  %v982 = arith.extui %v981 : i1 to i64
  call @printI64(%v982) : (i64) -> ()
  %v983 = arith.cmpi ne, %v3, %v5 : i8
  %v984 = arith.extui %v983 : i1 to i64
  call @printI64(%v984) : (i64) -> ()
  %v985 = arith.cmpi ne, %v4, %v1 : i8
  %v986 = arith.extui %v985 : i1 to i64
  call @printI64(%v986) : (i64) -> ()
  %v987 = arith.cmpi ne, %v4, %v4 : i8
  %v988 = arith.extui %v987 : i1 to i64
  call @printI64(%v988) : (i64) -> ()
  %v989 = arith.cmpi ne, %v4, %v7 : i8
  %v990 = arith.extui %v989 : i1 to i64
  call @printI64(%v990) : (i64) -> ()
  %v991 = arith.cmpi ne, %v5, %v3 : i8
  %v992 = arith.extui %v991 : i1 to i64
  call @printI64(%v992) : (i64) -> ()
  %v993 = arith.cmpi ne, %v5, %v6 : i8
  %v994 = arith.extui %v993 : i1 to i64
  call @printI64(%v994) : (i64) -> ()
  %v995 = arith.cmpi ne, %v6, %v2 : i8
  %v996 = arith.extui %v995 : i1 to i64
  call @printI64(%v996) : (i64) -> ()
  %v997 = arith.cmpi ne, %v6, %v5 : i8
  %v998 = arith.extui %v997 : i1 to i64
  call @printI64(%v998) : (i64) -> ()
  %v999 = arith.cmpi ne, %v7, %v1 : i8
  %v1000 = arith.extui %v999 : i1 to i64
  call @printI64(%v1000) : (i64) -> ()
  %v1001 = arith.cmpi ne, %v7, %v4 : i8
  %v1002 = arith.extui %v1001 : i1 to i64
  call @printI64(%v1002) : (i64) -> ()
  %v1003 = arith.cmpi ne, %v7, %v7 : i8
  %v1004 = arith.extui %v1003 : i1 to i64
  call @printI64(%v1004) : (i64) -> ()
  call @printNewline() : () -> ()
  %v1005 = arith.cmpi slt, %v1, %v1 : i8
  %v1006 = arith.extui %v1005 : i1 to i64
  call @printI64(%v1006) : (i64) -> ()
  %v1007 = arith.cmpi slt, %v1, %v4 : i8
  %v1008 = arith.extui %v1007 : i1 to i64
  call @printI64(%v1008) : (i64) -> ()
  %v1009 = arith.cmpi slt, %v1, %v7 : i8
  %v1010 = arith.extui %v1009 : i1 to i64
  call @printI64(%v1010) : (i64) -> ()
  %v1011 = arith.cmpi slt, %v2, %v3 : i8
  %v1012 = arith.extui %v1011 : i1 to i64
  call @printI64(%v1012) : (i64) -> ()
  %v1013 = arith.cmpi slt, %v2, %v6 : i8
  %v1014 = arith.extui %v1013 : i1 to i64
  call @printI64(%v1014) : (i64) -> ()
  %v1015 = arith.cmpi slt, %v3, %v2 : i8
  %v1016 = arith.extui %v1015 : i1 to i64
  call @printI64(%v1016) : (i64) -> ()
  %v1017 = arith.cmpi slt, %v3, %v5 : i8
  %v1018 = arith.extui %v1017 : i1 to i64
  call @printI64(%v1018) : (i64) -> ()
  %v1019 = arith.cmpi slt, %v4, %v1 : i8
  %v1020 = arith.extui %v1019 : i1 to i64
  call @printI64(%v1020) : (i64) -> ()
  %v1021 = arith.cmpi slt, %v4, %v4 : i8
  %v1022 = arith.extui %v1021 : i1 to i64
  call @printI64(%v1022) : (i64) -> ()
  %v1023 = arith.cmpi slt, %v4, %v7 : i8
  %v1024 = arith.extui %v1023 : i1 to i64
  call @printI64(%v1024) : (i64) -> ()
  %v1025 = arith.cmpi slt, %v5, %v3 : i8
  %v1026 = arith.extui %v1025 : i1 to i64
  call @printI64(%v1026) : (i64) -> ()
  %v1027 = arith.cmpi slt, %v5, %v6 : i8
  %v1028 = arith.extui %v1027 : i1 to i64
  call @printI64(%v1028) : (i64) -> ()
  %v1029 = arith.cmpi slt, %v6, %v2 : i8
  %v1030 = arith.extui %v1029 : i1 to i64
  call @printI64(%v1030) : (i64) -> ()
  %v1031 = arith.cmpi slt, %v6, %v5 : i8
  %v1032 = arith.extui %v1031 : i1 to i64
  call @printI64(%v1032) : (i64) -> ()
  %v1033 = arith.cmpi slt, %v7, %v1 : i8
  %v1034 = arith.extui %v1033 : i1 to i64
  call @printI64(%v1034) : (i64) -> ()
  %v1035 = arith.cmpi slt, %v7, %v4 : i8
  %v1036 = arith.extui %v1035 : i1 to i64
  call @printI64(%v1036) : (i64) -> ()
  %v1037 = arith.cmpi slt, %v7, %v7 : i8
  %v1038 = arith.extui %v1037 : i1 to i64
  call @printI64(%v1038) : (i64) -> ()
  call @printNewline() : () -> ()
  %v1039 = arith.cmpi sle, %v1, %v1 : i8
  %v1040 = arith.extui %v1039 : i1 to i64
  call @printI64(%v1040) : (i64) -> ()
  %v1041 = arith.cmpi sle, %v1, %v4 : i8
  %v1042 = arith.extui %v1041 : i1 to i64
  call @printI64(%v1042) : (i64) -> ()
  %v1043 = arith.cmpi sle, %v1, %v7 : i8
  %v1044 = arith.extui %v1043 : i1 to i64
  call @printI64(%v1044) : (i64) -> ()
  %v1045 = arith.cmpi sle, %v2, %v3 : i8
  %v1046 = arith.extui %v1045 : i1 to i64
  call @printI64(%v1046) : (i64) -> ()
  %v1047 = arith.cmpi sle, %v2, %v6 : i8
  %v1048 = arith.extui %v1047 : i1 to i64
  call @printI64(%v1048) : (i64) -> ()
  %v1049 = arith.cmpi sle, %v3, %v2 : i8
  %v1050 = arith.extui %v1049 : i1 to i64
  call @printI64(%v1050) : (i64) -> ()
  %v1051 = arith.cmpi sle, %v3, %v5 : i8
  %v1052 = arith.extui %v1051 : i1 to i64
  call @printI64(%v1052) : (i64) -> ()
  %v1053 = arith.cmpi sle, %v4, %v1 : i8
  %v1054 = arith.extui %v1053 : i1 to i64
  call @printI64(%v1054) : (i64) -> ()
  %v1055 = arith.cmpi sle, %v4, %v4 : i8
  %v1056 = arith.extui %v1055 : i1 to i64
  call @printI64(%v1056) : (i64) -> ()
  %v1057 = arith.cmpi sle, %v4, %v7 : i8
  %v1058 = arith.extui %v1057 : i1 to i64
  call @printI64(%v1058) : (i64) -> ()
  %v1059 = arith.cmpi sle, %v5, %v3 : i8
  %v1060 = arith.extui %v1059 : i1 to i64
  call @printI64(%v1060) : (i64) -> ()
  %v1061 = arith.cmpi sle, %v5, %v6 : i8
  %v1062 = arith.extui %v1061 : i1 to i64
  call @printI64(%v1062) : (i64) -> ()
  %v1063 = arith.cmpi sle, %v6, %v2 : i8
  %v1064 = arith.extui %v1063 : i1 to i64
  call @printI64(%v1064) : (i64) -> ()
  %v1065 = arith.cmpi sle, %v6, %v5 : i8
  %v1066 = arith.extui %v1065 : i1 to i64
  call @printI64(%v1066) : (i64) -> ()
  %v1067 = arith.cmpi sle, %v7, %v1 : i8
  %v1068 = arith.extui %v1067 : i1 to i64
  call @printI64(%v1068) : (i64) -> ()
  %v1069 = arith.cmpi sle, %v7, %v4 : i8
  %v1070 = arith.extui %v1069 : i1 to i64
  call @printI64(%v1070) : (i64) -> ()
  %v1071 = arith.cmpi sle, %v7, %v7 : i8
  %v1072 = arith.extui %v1071 : i1 to i64
  call @printI64(%v1072) : (i64) -> ()
  call @printNewline() : () -> ()
  %v1073 = arith.cmpi sgt, %v1, %v1 : i8
  %v1074 = arith.extui %v1073 : i1 to i64
  call @printI64(%v1074) : (i64) -> ()
  %v1075 = arith.cmpi sgt, %v1, %v4 : i8
  %v1076 = arith.extui %v1075 : i1 to i64
  call @printI64(%v1076) : (i64) -> ()
  %v1077 = arith.cmpi sgt, %v1, %v7 : i8
  %v1078 = arith.extui %v1077 : i1 to i64
  call @printI64(%v1078) : (i64) -> ()
  %v1079 = arith.cmpi sgt, %v2, %v3 : i8
  %v1080 = arith.extui %v1079 : i1 to i64
  call @printI64(%v1080) : (i64) -> ()
  %v1081 = arith.cmpi sgt, %v2, %v6 : i8
  %v1082 = arith.extui %v1081 : i1 to i64
  call @printI64(%v1082) : (i64) -> ()
  %v1083 = arith.cmpi sgt, %v3, %v2 : i8
  %v1084 = arith.extui %v1083 : i1 to i64
  call @printI64(%v1084) : (i64) -> ()
  %v1085 = arith.cmpi sgt, %v3, %v5 : i8
  %v1086 = arith.extui %v1085 : i1 to i64
  call @printI64(%v1086) : (i64) -> ()
  %v1087 = arith.cmpi sgt, %v4, %v1 : i8
  %v1088 = arith.extui %v1087 : i1 to i64
  call @printI64(%v1088) : (i64) -> ()
  %v1089 = arith.cmpi sgt, %v4, %v4 : i8
  %v1090 = arith.extui %v1089 : i1 to i64
  call @printI64(%v1090) : (i64) -> ()
  %v1091 = arith.cmpi sgt, %v4, %v7 : i8
  %v1092 = arith.extui %v1091 : i1 to i64
  call @printI64(%v1092) : (i64) -> ()
  %v1093 = arith.cmpi sgt, %v5, %v3 : i8
  %v1094 = arith.extui %v1093 : i1 to i64
  call @printI64(%v1094) : (i64) -> ()
  %v1095 = arith.cmpi sgt, %v5, %v6 : i8
  %v1096 = arith.extui %v1095 : i1 to i64
  call @printI64(%v1096) : (i64) -> ()
  %v1097 = arith.cmpi sgt, %v6, %v2 : i8
  %v1098 = arith.extui %v1097 : i1 to i64
  call @printI64(%v1098) : (i64) -> ()
  %v1099 = arith.cmpi sgt, %v6, %v5 : i8
  %v1100 = arith.extui %v1099 : i1 to i64
  call @printI64(%v1100) : (i64) -> ()
  %v1101 = arith.cmpi sgt, %v7, %v1 : i8
  %v1102 = arith.extui %v1101 : i1 to i64
  call @printI64(%v1102) : (i64) -> ()
  %v1103 = arith.cmpi sgt, %v7, %v4 : i8
  %v1104 = arith.extui %v1103 : i1 to i64
  call @printI64(%v1104) : (i64) -> ()
  %v1105 = arith.cmpi sgt, %v7, %v7 : i8
  %v1106 = arith.extui %v1105 : i1 to i64
  call @printI64(%v1106) : (i64) -> ()
  call @printNewline() : () -> ()
  %v1107 = arith.cmpi sge, %v1, %v1 : i8
  %v1108 = arith.extui %v1107 : i1 to i64
  call @printI64(%v1108) : (i64) -> ()
  %v1109 = arith.cmpi sge, %v1, %v4 : i8
  %v1110 = arith.extui %v1109 : i1 to i64
  call @printI64(%v1110) : (i64) -> ()
  %v1111 = arith.cmpi sge, %v1, %v7 : i8
  %v1112 = arith.extui %v1111 : i1 to i64
  call @printI64(%v1112) : (i64) -> ()
  %v1113 = arith.cmpi sge, %v2, %v3 : i8
  %v1114 = arith.extui %v1113 : i1 to i64
  call @printI64(%v1114) : (i64) -> ()
  %v1115 = arith.cmpi sge, %v2, %v6 : i8
  %v1116 = arith.extui %v1115 : i1 to i64
  call @printI64(%v1116) : (i64) -> ()
  %v1117 = arith.cmpi sge, %v3, %v2 : i8
  %v1118 = arith.extui %v1117 : i1 to i64
  call @printI64(%v1118) : (i64) -> ()
  %v1119 = arith.cmpi sge, %v3, %v5 : i8
  %v1120 = arith.extui %v1119 : i1 to i64
  call @printI64(%v1120) : (i64) -> ()
  %v1121 = arith.cmpi sge, %v4, %v1 : i8
  %v1122 = arith.extui %v1121 : i1 to i64
  call @printI64(%v1122) : (i64) -> ()
  %v1123 = arith.cmpi sge, %v4, %v4 : i8
  %v1124 = arith.extui %v1123 : i1 to i64
  call @printI64(%v1124) : (i64) -> ()
  %v1125 = arith.cmpi sge, %v4, %v7 : i8
  %v1126 = arith.extui %v1125 : i1 to i64
  call @printI64(%v1126) : (i64) -> ()
  %v1127 = arith.cmpi sge, %v5, %v3 : i8
  %v1128 = arith.extui %v1127 : i1 to i64
  call @printI64(%v1128) : (i64) -> ()
  %v1129 = arith.cmpi sge, %v5, %v6 : i8
  %v1130 = arith.extui %v1129 : i1 to i64
  call @printI64(%v1130) : (i64) -> ()
  %v1131 = arith.cmpi sge, %v6, %v2 : i8
  %v1132 = arith.extui %v1131 : i1 to i64
  call @printI64(%v1132) : (i64) -> ()
  %v1133 = arith.cmpi sge, %v6, %v5 : i8
  %v1134 = arith.extui %v1133 : i1 to i64
  call @printI64(%v1134) : (i64) -> ()
  %v1135 = arith.cmpi sge, %v7, %v1 : i8
  %v1136 = arith.extui %v1135 : i1 to i64
  call @printI64(%v1136) : (i64) -> ()
  %v1137 = arith.cmpi sge, %v7, %v4 : i8
  %v1138 = arith.extui %v1137 : i1 to i64
  call @printI64(%v1138) : (i64) -> ()
  %v1139 = arith.cmpi sge, %v7, %v7 : i8
  %v1140 = arith.extui %v1139 : i1 to i64
  call @printI64(%v1140) : (i64) -> ()
  call @printNewline() : () -> ()
  %v1141 = arith.cmpi ult, %v1, %v1 : i8
  %v1142 = arith.extui %v1141 : i1 to i64
  call @printI64(%v1142) : (i64) -> ()
  %v1143 = arith.cmpi ult, %v1, %v4 : i8
  %v1144 = arith.extui %v1143 : i1 to i64
  call @printI64(%v1144) : (i64) -> ()
  %v1145 = arith.cmpi ult, %v1, %v7 : i8
  %v1146 = arith.extui %v1145 : i1 to i64
  call @printI64(%v1146) : (i64) -> ()
  %v1147 = arith.cmpi ult, %v2, %v3 : i8
  %v1148 = arith.extui %v1147 : i1 to i64
  call @printI64(%v1148) : (i64) -> ()
  %v1149 = arith.cmpi ult, %v2, %v6 : i8
  %v1150 = arith.extui %v1149 : i1 to i64
  call @printI64(%v1150) : (i64) -> ()
  %v1151 = arith.cmpi ult, %v3, %v2 : i8
  %v1152 = arith.extui %v1151 : i1 to i64
  call @printI64(%v1152) : (i64) -> ()
  %v1153 = arith.cmpi ult, %v3, %v5 : i8
  %v1154 = arith.extui %v1153 : i1 to i64
  call @printI64(%v1154) : (i64) -> ()
  %v1155 = arith.cmpi ult, %v4, %v1 : i8
  %v1156 = arith.extui %v1155 : i1 to i64
  call @printI64(%v1156) : (i64) -> ()
  %v1157 = arith.cmpi ult, %v4, %v4 : i8
  %v1158 = arith.extui %v1157 : i1 to i64
  call @printI64(%v1158) : (i64) -> ()
  %v1159 = arith.cmpi ult, %v4, %v7 : i8
  %v1160 = arith.extui %v1159 : i1 to i64
  call @printI64(%v1160) : (i64) -> ()
  %v1161 = arith.cmpi ult, %v5, %v3 : i8
  %v1162 = arith.extui %v1161 : i1 to i64
  call @printI64(%v1162) : (i64) -> ()
  %v1163 = arith.cmpi ult, %v5, %v6 : i8
  %v1164 = arith.extui %v1163 : i1 to i64
  call @printI64(%v1164) : (i64) -> ()
  %v1165 = arith.cmpi ult, %v6, %v2 : i8
  %v1166 = arith.extui %v1165 : i1 to i64
  call @printI64(%v1166) : (i64) -> ()
  %v1167 = arith.cmpi ult, %v6, %v5 : i8
  %v1168 = arith.extui %v1167 : i1 to i64
  call @printI64(%v1168) : (i64) -> ()
  %v1169 = arith.cmpi ult, %v7, %v1 : i8
  %v1170 = arith.extui %v1169 : i1 to i64
  call @printI64(%v1170) : (i64) -> ()
  %v1171 = arith.cmpi ult, %v7, %v4 : i8
  %v1172 = arith.extui %v1171 : i1 to i64
  call @printI64(%v1172) : (i64) -> ()
  %v1173 = arith.cmpi ult, %v7, %v7 : i8
  %v1174 = arith.extui %v1173 : i1 to i64
  call @printI64(%v1174) : (i64) -> ()
  call @printNewline() : () -> ()
  %v1175 = arith.cmpi ule, %v1, %v1 : i8
  %v1176 = arith.extui %v1175 : i1 to i64
  call @printI64(%v1176) : (i64) -> ()
  %v1177 = arith.cmpi ule, %v1, %v4 : i8
  %v1178 = arith.extui %v1177 : i1 to i64
  call @printI64(%v1178) : (i64) -> ()
  %v1179 = arith.cmpi ule, %v1, %v7 : i8
  %v1180 = arith.extui %v1179 : i1 to i64
  call @printI64(%v1180) : (i64) -> ()
  %v1181 = arith.cmpi ule, %v2, %v3 : i8
  %v1182 = arith.extui %v1181 : i1 to i64
  call @printI64(%v1182) : (i64) -> ()
  %v1183 = arith.cmpi ule, %v2, %v6 : i8
  %v1184 = arith.extui %v1183 : i1 to i64
  call @printI64(%v1184) : (i64) -> ()
  %v1185 = arith.cmpi ule, %v3, %v2 : i8
  %v1186 = arith.extui %v1185 : i1 to i64
  call @printI64(%v1186) : (i64) -> ()
  %v1187 = arith.cmpi ule, %v3, %v5 : i8
  %v1188 = arith.extui %v1187 : i1 to i64
  call @printI64(%v1188) : (i64) -> ()
  %v1189 = arith.cmpi ule, %v4, %v1 : i8
  %v1190 = arith.extui %v1189 : i1 to i64
  call @printI64(%v1190) : (i64) -> ()
  %v1191 = arith.cmpi ule, %v4, %v4 : i8
  %v1192 = arith.extui %v1191 : i1 to i64
  call @printI64(%v1192) : (i64) -> ()
  %v1193 = arith.cmpi ule, %v4, %v7 : i8
  %v1194 = arith.extui %v1193 : i1 to i64
  call @printI64(%v1194) : (i64) -> ()
  %v1195 = arith.cmpi ule, %v5, %v3 : i8
  %v1196 = arith.extui %v1195 : i1 to i64
  call @printI64(%v1196) : (i64) -> ()
  %v1197 = arith.cmpi ule, %v5, %v6 : i8
  %v1198 = arith.extui %v1197 : i1 to i64
  call @printI64(%v1198) : (i64) -> ()
  %v1199 = arith.cmpi ule, %v6, %v2 : i8
  %v1200 = arith.extui %v1199 : i1 to i64
  call @printI64(%v1200) : (i64) -> ()
  %v1201 = arith.cmpi ule, %v6, %v5 : i8
  %v1202 = arith.extui %v1201 : i1 to i64
  call @printI64(%v1202) : (i64) -> ()
  %v1203 = arith.cmpi ule, %v7, %v1 : i8
  %v1204 = arith.extui %v1203 : i1 to i64
  call @printI64(%v1204) : (i64) -> ()
  %v1205 = arith.cmpi ule, %v7, %v4 : i8
  %v1206 = arith.extui %v1205 : i1 to i64
  call @printI64(%v1206) : (i64) -> ()
  %v1207 = arith.cmpi ule, %v7, %v7 : i8
  %v1208 = arith.extui %v1207 : i1 to i64
  call @printI64(%v1208) : (i64) -> ()
  call @printNewline() : () -> ()
  %v1209 = arith.cmpi ugt, %v1, %v1 : i8
  %v1210 = arith.extui %v1209 : i1 to i64
  call @printI64(%v1210) : (i64) -> ()
  %v1211 = arith.cmpi ugt, %v1, %v4 : i8
  %v1212 = arith.extui %v1211 : i1 to i64
  call @printI64(%v1212) : (i64) -> ()
  %v1213 = arith.cmpi ugt, %v1, %v7 : i8
  %v1214 = arith.extui %v1213 : i1 to i64
  call @printI64(%v1214) : (i64) -> ()
  %v1215 = arith.cmpi ugt, %v2, %v3 : i8
  %v1216 = arith.extui %v1215 : i1 to i64
  call @printI64(%v1216) : (i64) -> ()
  %v1217 = arith.cmpi ugt, %v2, %v6 : i8
  %v1218 = arith.extui %v1217 : i1 to i64
  call @printI64(%v1218) : (i64) -> ()
  %v1219 = arith.cmpi ugt, %v3, %v2 : i8
  %v1220 = arith.extui %v1219 : i1 to i64
  call @printI64(%v1220) : (i64) -> ()
  %v1221 = arith.cmpi ugt, %v3, %v5 : i8
  %v1222 = arith.extui %v1221 : i1 to i64
  call @printI64(%v1222) : (i64) -> ()
  %v1223 = arith.cmpi ugt, %v4, %v1 : i8
  %v1224 = arith.extui %v1223 : i1 to i64
  call @printI64(%v1224) : (i64) -> ()
  %v1225 = arith.cmpi ugt, %v4, %v4 : i8
  %v1226 = arith.extui %v1225 : i1 to i64
  call @printI64(%v1226) : (i64) -> ()
  %v1227 = arith.cmpi ugt, %v4, %v7 : i8
  %v1228 = arith.extui %v1227 : i1 to i64
  call @printI64(%v1228) : (i64) -> ()
  %v1229 = arith.cmpi ugt, %v5, %v3 : i8
  %v1230 = arith.extui %v1229 : i1 to i64
  call @printI64(%v1230) : (i64) -> ()
  %v1231 = arith.cmpi ugt, %v5, %v6 : i8
  %v1232 = arith.extui %v1231 : i1 to i64
  call @printI64(%v1232) : (i64) -> ()
  %v1233 = arith.cmpi ugt, %v6, %v2 : i8
  %v1234 = arith.extui %v1233 : i1 to i64
  call @printI64(%v1234) : (i64) -> ()
  %v1235 = arith.cmpi ugt, %v6, %v5 : i8
  %v1236 = arith.extui %v1235 : i1 to i64
  call @printI64(%v1236) : (i64) -> ()
  %v1237 = arith.cmpi ugt, %v7, %v1 : i8
  %v1238 = arith.extui %v1237 : i1 to i64
  call @printI64(%v1238) : (i64) -> ()
  %v1239 = arith.cmpi ugt, %v7, %v4 : i8
  %v1240 = arith.extui %v1239 : i1 to i64
  call @printI64(%v1240) : (i64) -> ()
  %v1241 = arith.cmpi ugt, %v7, %v7 : i8
  %v1242 = arith.extui %v1241 : i1 to i64
  call @printI64(%v1242) : (i64) -> ()
  call @printNewline() : () -> ()
  %v1243 = arith.cmpi uge, %v1, %v1 : i8
  %v1244 = arith.extui %v1243 : i1 to i64
  call @printI64(%v1244) : (i64) -> ()
  %v1245 = arith.cmpi uge, %v1, %v4 : i8
  %v1246 = arith.extui %v1245 : i1 to i64
  call @printI64(%v1246) : (i64) -> ()
  %v1247 = arith.cmpi uge, %v1, %v7 : i8
  %v1248 = arith.extui %v1247 : i1 to i64
  call @printI64(%v1248) : (i64) -> ()
  %v1249 = arith.cmpi uge, %v2, %v3 : i8
  %v1250 = arith.extui %v1249 : i1 to i64
  call @printI64(%v1250) : (i64) -> ()
  %v1251 = arith.cmpi uge, %v2, %v6 : i8
  %v1252 = arith.extui %v1251 : i1 to i64
  call @printI64(%v1252) : (i64) -> ()
  %v1253 = arith.cmpi uge, %v3, %v2 : i8
  %v1254 = arith.extui %v1253 : i1 to i64
  call @printI64(%v1254) : (i64) -> ()
  %v1255 = arith.cmpi uge, %v3, %v5 : i8
  %v1256 = arith.extui %v1255 : i1 to i64
  call @printI64(%v1256) : (i64) -> ()
  %v1257 = arith.cmpi uge, %v4, %v1 : i8
  %v1258 = arith.extui %v1257 : i1 to i64
  call @printI64(%v1258) : (i64) -> ()
  %v1259 = arith.cmpi uge, %v4, %v4 : i8
  %v1260 = arith.extui %v1259 : i1 to i64
  call @printI64(%v1260) : (i64) -> ()
  %v1261 = arith.cmpi uge, %v4, %v7 : i8
  %v1262 = arith.extui %v1261 : i1 to i64
  call @printI64(%v1262) : (i64) -> ()
  %v1263 = arith.cmpi uge, %v5, %v3 : i8
  %v1264 = arith.extui %v1263 : i1 to i64
  call @printI64(%v1264) : (i64) -> ()
  %v1265 = arith.cmpi uge, %v5, %v6 : i8
  %v1266 = arith.extui %v1265 : i1 to i64
  call @printI64(%v1266) : (i64) -> ()
  %v1267 = arith.cmpi uge, %v6, %v2 : i8
  %v1268 = arith.extui %v1267 : i1 to i64
  call @printI64(%v1268) : (i64) -> ()
  %v1269 = arith.cmpi uge, %v6, %v5 : i8
  %v1270 = arith.extui %v1269 : i1 to i64
  call @printI64(%v1270) : (i64) -> ()
  %v1271 = arith.cmpi uge, %v7, %v1 : i8
  %v1272 = arith.extui %v1271 : i1 to i64
  call @printI64(%v1272) : (i64) -> ()
  %v1273 = arith.cmpi uge, %v7, %v4 : i8
  %v1274 = arith.extui %v1273 : i1 to i64
  call @printI64(%v1274) : (i64) -> ()
  %v1275 = arith.cmpi uge, %v7, %v7 : i8
  %v1276 = arith.extui %v1275 : i1 to i64
  call @printI64(%v1276) : (i64) -> ()
  call @printNewline() : () -> ()
  %v1277 = arith.extsi %v1 : i8 to i16
  %v1278 = arith.extsi %v1277 : i16 to i64
  call @printI64(%v1278) : (i64) -> ()
  call @printComma() : () -> ()
  %v1279 = arith.extui %v1 : i8 to i16
  %v1280 = arith.extsi %v1279 : i16 to i64
  call @printI64(%v1280) : (i64) -> ()
  call @printComma() : () -> ()
  %v1281 = arith.extsi %v1 : i8 to i32
  %v1282 = arith.extsi %v1281 : i32 to i64
  call @printI64(%v1282) : (i64) -> ()
  call @printComma() : () -> ()
  %v1283 = arith.extui %v1 : i8 to i32
  %v1284 = arith.extsi %v1283 : i32 to i64
  call @printI64(%v1284) : (i64) -> ()
  call @printComma() : () -> ()
  %v1285 = arith.extsi %v1 : i8 to i64
  call @printI64(%v1285) : (i64) -> ()
  call @printComma() : () -> ()
  %v1286 = arith.extui %v1 : i8 to i64
  call @printI64(%v1286) : (i64) -> ()
  call @printComma() : () -> ()
  %v1287 = arith.sitofp %v1 : i8 to f64
  call @printF64(%v1287) : (f64) -> ()
  call @printComma() : () -> ()
  %v1288 = arith.uitofp %v1 : i8 to f32
  call @printF32(%v1288) : (f32) -> ()
  call @printComma() : () -> ()
  %v1289 = arith.index_cast %v1 : i8 to index
  %v1290 = arith.index_cast %v1289 : index to i64
  call @printI64(%v1290) : (i64) -> ()
  call @printComma() : () -> ()
  %v1291 = arith.extsi %v2 : i8 to i16
  %v1292 = arith.extsi %v1291 : i16 to i64
  call @printI64(%v1292) : (i64) -> ()
  call @printComma() : () -> ()
  %v1293 = arith.extui %v2 : i8 to i16
  %v1294 = arith.extsi %v1293 : i16 to i64
  call @printI64(%v1294) : (i64) -> ()
  call @printComma() : () -> ()
  %v1295 = arith.extsi %v2 : i8 to i32
  %v1296 = arith.extsi %v1295 : i32 to i64
  call @printI64(%v1296) : (i64) -> ()
  call @printComma() : () -> ()
  %v1297 = arith.extui %v2 : i8 to i32
  %v1298 = arith.extsi %v1297 : i32 to i64
  call @printI64(%v1298) : (i64) -> ()
  call @printComma() : () -> ()
  %v1299 = arith.extsi %v2 : i8 to i64
  call @printI64(%v1299) : (i64) -> ()
  call @printComma() : () -> ()
  %v1300 = arith.extui %v2 : i8 to i64
  call @printI64(%v1300) : (i64) -> ()
  call @printComma() : () -> ()
  %v1301 = arith.sitofp %v2 : i8 to f64
  call @printF64(%v1301) : (f64) -> ()
  call @printComma() : () -> ()
  %v1302 = arith.uitofp %v2 : i8 to f32
  call @printF32(%v1302) : (f32) -> ()
  call @printComma() : () -> ()
  %v1303 = arith.index_cast %v2 : i8 to index
  %v1304 = arith.index_cast %v1303 : index to i64
  call @printI64(%v1304) : (i64) -> ()
  call @printComma() : () -> ()
  %v1305 = arith.extsi %v3 : i8 to i16
  %v1306 = arith.extsi %v1305 : i16 to i64
  call @printI64(%v1306) : (i64) -> ()
  call @printComma() : () -> ()
  %v1307 = arith.extui %v3 : i8 to i16
  %v1308 = arith.extsi %v1307 : i16 to i64
  call @printI64(%v1308) : (i64) -> ()
  call @printComma() : () -> ()
  %v1309 = arith.extsi %v3 : i8 to i32
  %v1310 = arith.extsi %v1309 : i32 to i64
  call @printI64(%v1310) : (i64) -> ()
  call @printComma() : () -> ()
  %v1311 = arith.extui %v3 : i8 to i32
  %v1312 = arith.extsi %v1311 : i32 to i64
  call @printI64(%v1312) : (i64) -> ()
  call @printComma() : () -> ()
  %v1313 = arith.extsi %v3 : i8 to i64
  call @printI64(%v1313) : (i64) -> ()
  call @printComma() : () -> ()
  %v1314 = arith.extui %v3 : i8 to i64
  call @printI64(%v1314) : (i64) -> ()
  call @printComma() : () -> ()
  %v1315 = arith.sitofp %v3 : i8 to f64
  call @printF64(%v1315) : (f64) -> ()
  call @printComma() : () -> ()
  %v1316 = arith.uitofp %v3 : i8 to f32
  call @printF32(%v1316) : (f32) -> ()
  call @printComma() : () -> ()
  %v1317 = arith.index_cast %v3 : i8 to index
  %v1318 = arith.index_cast %v1317 : index to i64
  call @printI64(%v1318) : (i64) -> ()
  call @printComma() : () -> ()
  %v1319 = arith.extsi %v4 : i8 to i16
  %v1320 = arith.extsi %v1319 : i16 to i64
  call @printI64(%v1320) : (i64) -> ()
  call @printComma() : () -> ()
  %v1321 = arith.extui %v4 : i8 to i16
  %v1322 = arith.extsi %v1321 : i16 to i64
  call @printI64(%v1322) : (i64) -> ()
  call @printComma() : () -> ()
  %v1323 = arith.extsi %v4 : i8 to i32
  %v1324 = arith.extsi %v1323 : i32 to i64
  call @printI64(%v1324) : (i64) -> ()
  call @printComma() : () -> ()
  %v1325 = arith.extui %v4 : i8 to i32
  %v1326 = arith.extsi %v1325 : i32 to i64
  call @printI64(%v1326) : (i64) -> ()
  call @printComma() : () -> ()
  %v1327 = arith.extsi %v4 : i8 to i64
  call @printI64(%v1327) : (i64) -> ()
  call @printComma() : () -> ()
  %v1328 = arith.extui %v4 : i8 to i64
  call @printI64(%v1328) : (i64) -> ()
  call @printComma() : () -> ()
  %v1329 = arith.sitofp %v4 : i8 to f64
  call @printF64(%v1329) : (f64) -> ()
  call @printComma() : () -> ()
  %v1330 = arith.uitofp %v4 : i8 to f32
  call @printF32(%v1330) : (f32) -> ()
  call @printComma() : () -> ()
  %v1331 = arith.index_cast %v4 : i8 to index
  %v1332 = arith.index_cast %v1331 : index to i64
  call @printI64(%v1332) : (i64) -> ()
  call @printComma() : () -> ()
  %v1333 = arith.extsi %v5 : i8 to i16
  %v1334 = arith.extsi %v1333 : i16 to i64
  call @printI64(%v1334) : (i64) -> ()
  call @printComma() : () -> ()
  %v1335 = arith.extui %v5 : i8 to i16
  %v1336 = arith.extsi %v1335 : i16 to i64
  call @printI64(%v1336) : (i64) -> ()
  call @printComma() : () -> ()
  %v1337 = arith.extsi %v5 : i8 to i32
  %v1338 = arith.extsi %v1337 : i32 to i64
  call @printI64(%v1338) : (i64) -> ()
  call @printComma() : () -> ()
  %v1339 = arith.extui %v5 : i8 to i32
  %v1340 = arith.extsi %v1339 : i32 to i64
  call @printI64(%v1340) : (i64) -> ()
  call @printComma() : () -> ()
  %v1341 = arith.extsi %v5 : i8 to i64
  call @printI64(%v1341) : (i64) -> ()
  call @printComma() : () -> ()
  %v1342 = arith.extui %v5 : i8 to i64
  call @printI64(%v1342) : (i64) -> ()
  call @printComma() : () -> ()
  %v1343 = arith.sitofp %v5 : i8 to f64
  call @printF64(%v1343) : (f64) -> ()
  call @printComma() : () -> ()
  %v1344 = arith.uitofp %v5 : i8 to f32
  call @printF32(%v1344) : (f32) -> ()
  call @printComma() : () -> ()
  %v1345 = arith.index_cast %v5 : i8 to index
  %v1346 = arith.index_cast %v1345 : index to i64
  call @printI64(%v1346) : (i64) -> ()
  call @printComma() : () -> ()
  %v1347 = arith.extsi %v6 : i8 to i16
  %v1348 = arith.extsi %v1347 : i16 to i64
  call @printI64(%v1348) : (i64) -> ()
  call @printComma() : () -> ()
  %v1349 = arith.extui %v6 : i8 to i16
  %v1350 = arith.extsi %v1349 : i16 to i64
  call @printI64(%v1350) : (i64) -> ()
  call @printComma() : () -> ()
  %v1351 = arith.extsi %v6 : i8 to i32
  %v1352 = arith.extsi %v1351 : i32 to i64
  call @printI64(%v1352) : (i64) -> ()
  call @printComma() : () -> ()
  %v1353 = arith.extui %v6 : i8 to i32
  %v1354 = arith.extsi %v1353 : i32 to i64
  call @printI64(%v1354) : (i64) -> ()
  call @printComma() : () -> ()
  %v1355 = arith.extsi %v6 : i8 to i64
  call @printI64(%v1355) : (i64) -> ()
  call @printComma() : () -> ()
  %v1356 = arith.extui %v6 : i8 to i64
  call @printI64(%v1356) : (i64) -> ()
  call @printComma() : () -> ()
  %v1357 = arith.sitofp %v6 : i8 to f64
  call @printF64(%v1357) : (f64) -> ()
  call @printComma() : () -> ()
  %v1358 = arith.uitofp %v6 : i8 to f32
  call @printF32(%v1358) : (f32) -> ()
  call @printComma() : () -> ()
  %v1359 = arith.index_cast %v6 : i8 to index
  %v1360 = arith.index_cast %v1359 : index to i64
  call @printI64(%v1360) : (i64) -> ()
  call @printComma() : () -> ()
  %v1361 = arith.extsi %v7 : i8 to i16
  %v1362 = arith.extsi %v1361 : i16 to i64
  call @printI64(%v1362) : (i64) -> ()
  call @printComma() : () -> ()
  %v1363 = arith.extui %v7 : i8 to i16
  %v1364 = arith.extsi %v1363 : i16 to i64
  call @printI64(%v1364) : (i64) -> ()
  call @printComma() : () -> ()
  %v1365 = arith.extsi %v7 : i8 to i32
  %v1366 = arith.extsi %v1365 : i32 to i64
  call @printI64(%v1366) : (i64) -> ()
  call @printComma() : () -> ()
  %v1367 = arith.extui %v7 : i8 to i32
  %v1368 = arith.extsi %v1367 : i32 to i64
  call @printI64(%v1368) : (i64) -> ()
  call @printComma() : () -> ()
  %v1369 = arith.extsi %v7 : i8 to i64
  call @printI64(%v1369) : (i64) -> ()
  call @printComma() : () -> ()
  %v1370 = arith.extui %v7 : i8 to i64
  call @printI64(%v1370) : (i64) -> ()
  call @printComma() : () -> ()
  %v1371 = arith.sitofp %v7 : i8 to f64
  call @printF64(%v1371) : (f64) -> ()
  call @printComma() : () -> ()
  %v1372 = arith.uitofp %v7 : i8 to f32
  call @printF32(%v1372) : (f32) -> ()
  call @printComma() : () -> ()
  %v1373 = arith.index_cast %v7 : i8 to index
  %v1374 = arith.index_cast %v1373 : index to i64
  call @printI64(%v1374) : (i64) -> ()
  call @printComma() : () -> ()
  call @printNewline() : () -> ()
  %v1375 = arith.constant 0 : i16
  %v1376 = arith.constant 1 : i16
  %v1377 = arith.constant 32767 : i16
  %v1378 = arith.constant -32768 : i16
  %v1379 = arith.constant -1 : i16
  %v1380 = arith.constant 300 : i16
  %v1381 = arith.addi %v1375, %v1375 : i16
  %v1382 = arith.extsi %v1381 : i16 to i64
  call @printI64(%v1382) : (i64) -> ()
  call @printComma() : () -> ()
  %v1383 = arith.addi %v1375, %v1378 : i16
  %v1384 = arith.extsi %v1383 : i16 to i64
  call @printI64(%v1384) : (i64) -> ()
  call @printComma() : () -> ()
  %v1385 = arith.addi %v1376, %v1375 : i16
  %v1386 = arith.extsi %v1385 : i16 to i64
  call @printI64(%v1386) : (i64) -> ()
  call @printComma() : () -> ()
  %v1387 = arith.addi %v1376, %v1378 : i16
  %v1388 = arith.extsi %v1387 : i16 to i64
  call @printI64(%v1388) : (i64) -> ()
  call @printComma() : () -> ()
  %v1389 = arith.addi %v1377, %v1375 : i16
  %v1390 = arith.extsi %v1389 : i16 to i64
  call @printI64(%v1390) : (i64) -> ()
  call @printComma() : () -> ()
  %v1391 = arith.addi %v1377, %v1378 : i16
  %v1392 = arith.extsi %v1391 : i16 to i64
  call @printI64(%v1392) : (i64) -> ()
  call @printComma() : () -> ()
  %v1393 = arith.addi %v1378, %v1375 : i16
  %v1394 = arith.extsi %v1393 : i16 to i64
  call @printI64(%v1394) : (i64) -> ()
  call @printComma() : () -> ()
  %v1395 = arith.addi %v1378, %v1378 : i16
  %v1396 = arith.extsi %v1395 : i16 to i64
  call @printI64(%v1396) : (i64) -> ()
  call @printComma() : () -> ()
  %v1397 = arith.addi %v1379, %v1375 : i16
  %v1398 = arith.extsi %v1397 : i16 to i64
  call @printI64(%v1398) : (i64) -> ()
  call @printComma() : () -> ()
  %v1399 = arith.addi %v1379, %v1378 : i16
  %v1400 = arith.extsi %v1399 : i16 to i64
  call @printI64(%v1400) : (i64) -> ()
  call @printComma() : () -> ()
  %v1401 = arith.addi %v1380, %v1375 : i16
  %v1402 = arith.extsi %v1401 : i16 to i64
  call @printI64(%v1402) : (i64) -> ()
  call @printComma() : () -> ()
  %v1403 = arith.addi %v1380, %v1378 : i16
  %v1404 = arith.extsi %v1403 : i16 to i64
  call @printI64(%v1404) : (i64) -> ()
  call @printComma() : () -> ()
  call @printNewline() : () -> ()
  %v1405 = arith.subi %v1375, %v1375 : i16
  %v1406 = arith.extsi %v1405 : i16 to i64
  call @printI64(%v1406) : (i64) -> ()
  call @printComma() : () -> ()
  %v1407 = arith.subi %v1375, %v1378 : i16
  %v1408 = arith.extsi %v1407 : i16 to i64
  call @printI64(%v1408) : (i64) -> ()
  call @printComma() : () -> ()
  %v1409 = arith.subi %v1376, %v1375 : i16
  %v1410 = arith.extsi %v1409 : i16 to i64
  call @printI64(%v1410) : (i64) -> ()
  call @printComma() : () -> ()
  %v1411 = arith.subi %v1376, %v1378 : i16
  %v1412 = arith.extsi %v1411 : i16 to i64
  call @printI64(%v1412) : (i64) -> ()
  call @printComma() : () -> ()
  %v1413 = arith.subi %v1377, %v1375 : i16
  %v1414 = arith.extsi %v1413 : i16 to i64
  call @printI64(%v1414) : (i64) -> ()
  call @printComma() : () -> ()
  %v1415 = arith.subi %v1377, %v1378 : i16
  %v1416 = arith.extsi %v1415 : i16 to i64
  call @printI64(%v1416) : (i64) -> ()
  call @printComma() : () -> ()
  %v1417 = arith.subi %v1378, %v1375 : i16
  %v1418 = arith.extsi %v1417 : i16 to i64
  call @printI64(%v1418) : (i64) -> ()
  call @printComma() : () -> ()
  %v1419 = arith.subi %v1378, %v1378 : i16
  %v1420 = arith.extsi %v1419 : i16 to i64
  call @printI64(%v1420) : (i64) -> ()
  call @printComma() : () -> ()
  %v1421 = arith.subi %v1379, %v1375 : i16
  %v1422 = arith.extsi %v1421 : i16 to i64
  call @printI64(%v1422) : (i64) -> ()
  call @printComma() : () -> ()
  %v1423 = arith.subi %v1379, %v1378 : i16
  %v1424 = arith.extsi %v1423 : i16 to i64
  call @printI64(%v1424) : (i64) -> ()
  call @printComma() : () -> ()
  %v1425 = arith.subi %v1380, %v1375 : i16
  %v1426 = arith.extsi %v1425 : i16 to i64
  call @printI64(%v1426) : (i64) -> ()
  call @printComma() : () -> ()
  %v1427 = arith.subi %v1380, %v1378 : i16
  %v1428 = arith.extsi %v1427 : i16 to i64
  call @printI64(%v1428) : (i64) -> ()
  call @printComma() : () -> ()
  call @printNewline() : () -> ()
  %v1429 = arith.muli %v1375, %v1375 : i16
  %v1430 = arith.extsi %v1429 : i16 to i64
  call @printI64(%v1430) : (i64) -> ()
  call @printComma() : () -> ()
  %v1431 = arith.muli %v1375, %v1378 : i16
  %v1432 = arith.extsi %v1431 : i16 to i64
  call @printI64(%v1432) : (i64) -> ()
  call @printComma() : () -> ()
  %v1433 = arith.muli %v1376, %v1375 : i16
  %v1434 = arith.extsi %v1433 : i16 to i64
  call @printI64(%v1434) : (i64) -> ()
  call @printComma() : () -> ()
  %v1435 = arith.muli %v1376, %v1378 : i16
  %v1436 = arith.extsi %v1435 : i16 to i64
  call @printI64(%v1436) : (i64) -> ()
  call @printComma() : () -> ()
  %v1437 = arith.muli %v1377, %v1375 : i16
  %v1438 = arith.extsi %v1437 : i16 to i64
  call @printI64(%v1438) : (i64) -> ()
  call @printComma() : () -> ()
  %v1439 = arith.muli %v1377, %v1378 : i16
  %v1440 = arith.extsi %v1439 : i16 to i64
  call @printI64(%v1440) : (i64) -> ()
  call @printComma() : () -> ()
  %v1441 = arith.muli %v1378, %v1375 : i16
  %v1442 = arith.extsi %v1441 : i16 to i64
  call @printI64(%v1442) : (i64) -> ()
  call @printComma() : () -> ()
  %v1443 = arith.muli %v1378, %v1378 : i16
  %v1444 = arith.extsi %v1443 : i16 to i64
  call @printI64(%v1444) : (i64) -> ()
  call @printComma() : () -> ()
  %v1445 = arith.muli %v1379, %v1375 : i16
  %v1446 = arith.extsi %v1445 : i16 to i64
  call @printI64(%v1446) : (i64) -> ()
  call @printComma() : () -> ()
  %v1447 = arith.muli %v1379, %v1378 : i16
  %v1448 = arith.extsi %v1447 : i16 to i64
  call @printI64(%v1448) : (i64) -> ()
  call @printComma() : () -> ()
  %v1449 = arith.muli %v1380, %v1375 : i16
  %v1450 = arith.extsi %v1449 : i16 to i64
  call @printI64(%v1450) : (i64) -> ()
  call @printComma() : () -> ()
  %v1451 = arith.muli %v1380, %v1378 : i16
  %v1452 = arith.extsi %v1451 : i16 to i64
  call @printI64(%v1452) : (i64) -> ()
  call @printComma() : () -> ()
  call @printNewline() : () -> ()
  %v1453 = arith.andi %v1375, %v1375 : i16
  %v1454 = arith.extsi %v1453 : i16 to i64
  call @printI64(%v1454) : (i64) -> ()
  call @printComma() : () -> ()
  %v1455 = arith.andi %v1375, %v1378 : i16
  %v1456 = arith.extsi %v1455 : i16 to i64
  call @printI64(%v1456) : (i64) -> ()
  call @printComma() : () -> ()
  %v1457 = arith.andi %v1376, %v1375 : i16
  %v1458 = arith.extsi %v1457 : i16 to i64
  call @printI64(%v1458) : (i64) -> ()
  call @printComma() : () -> ()
  %v1459 = arith.andi %v1376, %v1378 : i16
  %v1460 = arith.extsi %v1459 : i16 to i64
  call @printI64(%v1460) : (i64) -> ()
  call @printComma() : () -> ()
  %v1461 = arith.andi %v1377, %v1375 : i16
  %v1462 = arith.extsi %v1461 : i16 to i64
  call @printI64(%v1462) : (i64) -> ()
  call @printComma() : () -> ()
  %v1463 = arith.andi %v1377, %v1378 : i16
  %v1464 = arith.extsi %v1463 : i16 to i64
  call @printI64(%v1464) : (i64) -> ()
  call @printComma() : () -> ()
  %v1465 = arith.andi %v1378, %v1375 : i16
  %v1466 = arith.extsi %v1465 : i16 to i64
  call @printI64(%v1466) : (i64) -> ()
  call @printComma() : () -> ()
  %v1467 = arith.andi %v1378, %v1378 : i16
  %v1468 = arith.extsi %v1467 : i16 to i64
  call @printI64(%v1468) : (i64) -> ()
  call @printComma() : () -> ()
  %v1469 = arith.andi %v1379, %v1375 : i16
  %v1470 = arith.extsi %v1469 : i16 to i64
  call @printI64(%v1470) : (i64) -> ()
  call @printComma() : () -> ()
  %v1471 = arith.andi %v1379, %v1378 : i16
  %v1472 = arith.extsi %v1471 : i16 to i64
  call @printI64(%v1472) : (i64) -> ()
  call @printComma() : () -> ()
  %v1473 = arith.andi %v1380, %v1375 : i16
  %v1474 = arith.extsi %v1473 : i16 to i64
  call @printI64(%v1474) : (i64) -> ()
  call @printComma() : () -> ()
  %v1475 = arith.andi %v1380, %v1378 : i16
  %v1476 = arith.extsi %v1475 : i16 to i64
  call @printI64(%v1476) : (i64) -> ()
  call @printComma() : () -> ()
  call @printNewline() : () -> ()
  %v1477 = arith.ori %v1375, %v1375 : i16
  %v1478 = arith.extsi %v1477 : i16 to i64
  call @printI64(%v1478) : (i64) -> ()
  call @printComma() : () -> ()
  %v1479 = arith.ori %v1375, %v1378 : i16
  %v1480 = arith.extsi %v1479 : i16 to i64
  call @printI64(%v1480) : (i64) -> ()
  call @printComma() : () -> ()
  %v1481 = arith.ori %v1376, %v1375 : i16
  %v1482 = arith.extsi %v1481 : i16 to i64
  call @printI64(%v1482) : (i64) -> ()
  call @printComma() : () -> ()
  %v1483 = arith.ori %v1376, %v1378 : i16
  %v1484 = arith.extsi %v1483 : i16 to i64
  call @printI64(%v1484) : (i64) -> ()
  call @printComma() : () -> ()
  %v1485 = arith.ori %v1377, %v1375 : i16
  %v1486 = arith.extsi %v1485 : i16 to i64
  call @printI64(%v1486) : (i64) -> ()
  call @printComma() : () -> ()
  %v1487 = arith.ori %v1377, %v1378 : i16
  %v1488 = arith.extsi %v1487 : i16 to i64
  call @printI64(%v1488) : (i64) -> ()
  call @printComma() : () -> ()
  %v1489 = arith.ori %v1378, %v1375 : i16
  %v1490 = arith.extsi %v1489 : i16 to i64
  call @printI64(%v1490) : (i64) -> ()
  call @printComma() : () -> ()
  %v1491 = arith.ori %v1378, %v1378 : i16
  %v1492 = arith.extsi %v1491 : i16 to i64
  call @printI64(%v1492) : (i64) -> ()
  call @printComma() : () -> ()
  %v1493 = arith.ori %v1379, %v1375 : i16
  %v1494 = arith.extsi %v1493 : i16 to i64
  call @printI64(%v1494) : (i64) -> ()
  call @printComma() : () -> ()
  %v1495 = arith.ori %v1379, %v1378 : i16
  %v1496 = arith.extsi %v1495 : i16 to i64
  call @printI64(%v1496) : (i64) -> ()
  call @printComma() : () -> ()
  %v1497 = arith.ori %v1380, %v1375 : i16
  %v1498 = arith.extsi %v1497 : i16 to i64
  call @printI64(%v1498) : (i64) -> ()
  call @printComma() : () -> ()
  %v1499 = arith.ori %v1380, %v1378 : i16
  %v1500 = arith.extsi %v1499 : i16 to i64
  call @printI64(%v1500) : (i64) -> ()
  call @printComma() : () -> ()
  call @printNewline() : () -> ()
  %v1501 = arith.xori %v1375, %v1375 : i16
  %v1502 = arith.extsi %v1501 : i16 to i64
  call @printI64(%v1502) : (i64) -> ()
  call @printComma() : () -> ()
  %v1503 = arith.xori %v1375, %v1378 : i16
  %v1504 = arith.extsi %v1503 : i16 to i64
  call @printI64(%v1504) : (i64) -> ()
  call @printComma() : () -> ()
  %v1505 = arith.xori %v1376, %v1375 : i16
  %v1506 = arith.extsi %v1505 : i16 to i64
  call @printI64(%v1506) : (i64) -> ()
  call @printComma() : () -> ()
  %v1507 = arith.xori %v1376, %v1378 : i16
  %v1508 = arith.extsi %v1507 : i16 to i64
  call @printI64(%v1508) : (i64) -> ()
  call @printComma() : () -> ()
  %v1509 = arith.xori %v1377, %v1375 : i16
  %v1510 = arith.extsi %v1509 : i16 to i64
  call @printI64(%v1510) : (i64) -> ()
  call @printComma() : () -> ()
  %v1511 = arith.xori %v1377, %v1378 : i16
  %v1512 = arith.extsi %v1511 : i16 to i64
  call @printI64(%v1512) : (i64) -> ()
  call @printComma() : () -> ()
  %v1513 = arith.xori %v1378, %v1375 : i16
  %v1514 = arith.extsi %v1513 : i16 to i64
  call @printI64(%v1514) : (i64) -> ()
  call @printComma() : () -> ()
  %v1515 = arith.xori %v1378, %v1378 : i16
  %v1516 = arith.extsi %v1515 : i16 to i64
  call @printI64(%v1516) : (i64) -> ()
  call @printComma() : () -> ()
  %v1517 = arith.xori %v1379, %v1375 : i16
  %v1518 = arith.extsi %v1517 : i16 to i64
  call @printI64(%v1518) : (i64) -> ()
  call @printComma() : () -> ()
  %v1519 = arith.xori %v1379, %v1378 : i16
  %v1520 = arith.extsi %v1519 : i16 to i64
  call @printI64(%v1520) : (i64) -> ()
  call @printComma() : () -> ()
  %v1521 = arith.xori %v1380, %v1375 : i16
  %v1522 = arith.extsi %v1521 : i16 to i64
  call @printI64(%v1522) : (i64) -> ()
  call @printComma() : () -> ()
  %v1523 = arith.xori %v1380, %v1378 : i16
  %v1524 = arith.extsi %v1523 : i16 to i64
  call @printI64(%v1524) : (i64) -> ()
  call @printComma() : () -> ()
  call @printNewline() : () -> ()
  %v1525 = arith.maxsi %v1375, %v1375 : i16
  %v1526 = arith.extsi %v1525 : i16 to i64
  call @printI64(%v1526) : (i64) -> ()
  call @printComma() : () -> ()
  %v1527 = arith.maxsi %v1375, %v1378 : i16
  %v1528 = arith.extsi %v1527 : i16 to i64
  call @printI64(%v1528) : (i64) -> ()
  call @printComma() : () -> ()
  %v1529 = arith.maxsi %v1376, %v1375 : i16
  %v1530 = arith.extsi %v1529 : i16 to i64
  call @printI64(%v1530) : (i64) -> ()
  call @printComma() : () -> ()
  %v1531 = arith.maxsi %v1376, %v1378 : i16
  %v1532 = arith.extsi %v1531 : i16 to i64
  call @printI64(%v1532) : (i64) -> ()
  call @printComma() : () -> ()
  %v1533 = arith.maxsi %v1377, %v1375 : i16
  %v1534 = arith.extsi %v1533 : i16 to i64
  call @printI64(%v1534) : (i64) -> ()
  call @printComma() : () -> ()
  %v1535 = arith.maxsi %v1377, %v1378 : i16
  %v1536 = arith.extsi %v1535 : i16 to i64
  call @printI64(%v1536) : (i64) -> ()
  call @printComma() : () -> ()
  %v1537 = arith.maxsi %v1378, %v1375 : i16
  %v1538 = arith.extsi %v1537 : i16 to i64
  call @printI64(%v1538) : (i64) -> ()
  call @printComma() : () -> ()
  %v1539 = arith.maxsi %v1378, %v1378 : i16
  %v1540 = arith.extsi %v1539 : i16 to i64
  call @printI64(%v1540) : (i64) -> ()
  call @printComma() : () -> ()
  %v1541 = arith.maxsi %v1379, %v1375 : i16
  %v1542 = arith.extsi %v1541 : i16 to i64
  call @printI64(%v1542) : (i64) -> ()
  call @printComma() : () -> ()
  %v1543 = arith.maxsi %v1379, %v1378 : i16
  %v1544 = arith.extsi %v1543 : i16 to i64
  call @printI64(%v1544) : (i64) -> ()
  call @printComma() : () -> ()
  %v1545 = arith.maxsi %v1380, %v1375 : i16
  %v1546 = arith.extsi %v1545 : i16 to i64
  call @printI64(%v1546) : (i64) -> ()
  call @printComma() : () -> ()
  %v1547 = arith.maxsi %v1380, %v1378 : i16
  %v1548 = arith.extsi %v1547 : i16 to i64
  call @printI64(%v1548) : (i64) -> ()
  call @printComma() : () -> ()
  call @printNewline() : () -> ()
  %v1549 = arith.minsi %v1375, %v1375 : i16
  %v1550 = arith.extsi %v1549 : i16 to i64
  call @printI64(%v1550) : (i64) -> ()
  call @printComma() : () -> ()
  %v1551 = arith.minsi %v1375, %v1378 : i16
  %v1552 = arith.extsi %v1551 : i16 to i64
  call @printI64(%v1552) : (i64) -> ()
  call @printComma() : () -> ()
  %v1553 = arith.minsi %v1376, %v1375 : i16
  %v1554 = arith.extsi %v1553 : i16 to i64
  call @printI64(%v1554) : (i64) -> ()
  call @printComma() : () -> ()
  %v1555 = arith.minsi %v1376, %v1378 : i16
  %v1556 = arith.extsi %v1555 : i16 to i64
  call @printI64(%v1556) : (i64) -> ()
  call @printComma() : () -> ()
  %v1557 = arith.minsi %v1377, %v1375 : i16
  %v1558 = arith.extsi %v1557 : i16 to i64
  call @printI64(%v1558) : (i64) -> ()
  call @printComma() : () -> ()
  %v1559 = arith.minsi %v1377, %v1378 : i16
  %v1560 = arith.extsi %v1559 : i16 to i64
  call @printI64(%v1560) : (i64) -> ()
  call @printComma() : () -> ()
  %v1561 = arith.minsi %v1378, %v1375 : i16
  %v1562 = arith.extsi %v1561 : i16 to i64
  call @printI64(%v1562) : (i64) -> ()
  call @printComma() : () -> ()
  %v1563 = arith.minsi %v1378, %v1378 : i16
  %v1564 = arith.extsi %v1563 : i16 to i64
  call @printI64(%v1564) : (i64) -> ()
  call @printComma() : () -> ()
  %v1565 = arith.minsi %v1379, %v1375 : i16
  %v1566 = arith.extsi %v1565 : i16 to i64
  call @printI64(%v1566) : (i64) -> ()
  call @printComma() : () -> ()
  %v1567 = arith.minsi %v1379, %v1378 : i16
  %v1568 = arith.extsi %v1567 : i16 to i64
  call @printI64(%v1568) : (i64) -> ()
  call @printComma() : () -> ()
  %v1569 = arith.minsi %v1380, %v1375 : i16
  %v1570 = arith.extsi %v1569 : i16 to i64
  call @printI64(%v1570) : (i64) -> ()
  call @printComma() : () -> ()
  %v1571 = arith.minsi %v1380, %v1378 : i16
  %v1572 = arith.extsi %v1571 : i16 to i64
  call @printI64(%v1572) : (i64) -> ()
  call @printComma() : () -> ()
  call @printNewline() : () -> ()
  %v1573 = arith.maxui %v1375, %v1375 : i16
  %v1574 = arith.extsi %v1573 : i16 to i64
  call @printI64(%v1574) : (i64) -> ()
  call @printComma() : () -> ()
  %v1575 = arith.maxui %v1375, %v1378 : i16
  %v1576 = arith.extsi %v1575 : i16 to i64
  call @printI64(%v1576) : (i64) -> ()
  call @printComma() : () -> ()
  %v1577 = arith.maxui %v1376, %v1375 : i16
  %v1578 = arith.extsi %v1577 : i16 to i64
  call @printI64(%v1578) : (i64) -> ()
  call @printComma() : () -> ()
  %v1579 = arith.maxui %v1376, %v1378 : i16
  %v1580 = arith.extsi %v1579 : i16 to i64
  call @printI64(%v1580) : (i64) -> ()
  call @printComma() : () -> ()
  %v1581 = arith.maxui %v1377, %v1375 : i16
  %v1582 = arith.extsi %v1581 : i16 to i64
  call @printI64(%v1582) : (i64) -> ()
  call @printComma() : () -> ()
  %v1583 = arith.maxui %v1377, %v1378 : i16
  %v1584 = arith.extsi %v1583 : i16 to i64
  call @printI64(%v1584) : (i64) -> ()
  call @printComma() : () -> ()
  %v1585 = arith.maxui %v1378, %v1375 : i16
  %v1586 = arith.extsi %v1585 : i16 to i64
  call @printI64(%v1586) : (i64) -> ()
  call @printComma() : () -> ()
  %v1587 = arith.maxui %v1378, %v1378 : i16
  %v1588 = arith.extsi %v1587 : i16 to i64
  call @printI64(%v1588) : (i64) -> ()
  call @printComma() : () -> ()
  %v1589 = arith.maxui %v1379, %v1375 : i16
  %v1590 = arith.extsi %v1589 : i16 to i64
  call @printI64(%v1590) : (i64) -> ()
  call @printComma() : () -> ()
  %v1591 = arith.maxui %v1379, %v1378 : i16
  %v1592 = arith.extsi %v1591 : i16 to i64
  call @printI64(%v1592) : (i64) -> ()
  call @printComma() : () -> ()
  %v1593 = arith.maxui %v1380, %v1375 : i16
  %v1594 = arith.extsi %v1593 : i16 to i64
  call @printI64(%v1594) : (i64) -> ()
  call @printComma() : () -> ()
  %v1595 = arith.maxui %v1380, %v1378 : i16
  %v1596 = arith.extsi %v1595 : i16 to i64
  call @printI64(%v1596) : (i64) -> ()
  call @printComma() : () -> ()
  call @printNewline() : () -> ()
  %v1597 = arith.minui %v1375, %v1375 : i16
  %v1598 = arith.extsi %v1597 : i16 to i64
  call @printI64(%v1598) : (i64) -> ()
  call @printComma() : () -> ()
  %v1599 = arith.minui %v1375, %v1378 : i16
  %v1600 = arith.extsi %v1599 : i16 to i64
  call @printI64(%v1600) : (i64) -> ()
  call @printComma() : () -> ()
  %v1601 = arith.minui %v1376, %v1375 : i16
  %v1602 = arith.extsi %v1601 : i16 to i64
  call @printI64(%v1602) : (i64) -> ()
  call @printComma() : () -> ()
  %v1603 = arith.minui %v1376, %v1378 : i16
  %v1604 = arith.extsi %v1603 : i16 to i64
  call @printI64(%v1604) : (i64) -> ()
  call @printComma() : () -> ()
  %v1605 = arith.minui %v1377, %v1375 : i16
  %v1606 = arith.extsi %v1605 : i16 to i64
  call @printI64(%v1606) : (i64) -> ()
  call @printComma() : () -> ()
  %v1607 = arith.minui %v1377, %v1378 : i16
  %v1608 = arith.extsi %v1607 : i16 to i64
  call @printI64(%v1608) : (i64) -> ()
  call @printComma() : () -> ()
  %v1609 = arith.minui %v1378, %v1375 : i16
  %v1610 = arith.extsi %v1609 : i16 to i64
  call @printI64(%v1610) : (i64) -> ()
  call @printComma() : () -> ()
  %v1611 = arith.minui %v1378, %v1378 : i16
  %v1612 = arith.extsi %v1611 : i16 to i64
  call @printI64(%v1612) : (i64) -> ()
  call @printComma() : () -> ()
  %v1613 = arith.minui %v1379, %v1375 : i16
  %v1614 = arith.extsi %v1613 : i16 to i64
  call @printI64(%v1614) : (i64) -> ()
  call @printComma() : () -> ()
  %v1615 = arith.minui %v1379, %v1378 : i16
  %v1616 = arith.extsi %v1615 : i16 to i64
  call @printI64(%v1616) : (i64) -> ()
  call @printComma() : () -> ()
  %v1617 = arith.minui %v1380, %v1375 : i16
  %v1618 = arith.extsi %v1617 : i16 to i64
  call @printI64(%v1618) : (i64) -> ()
  call @printComma() : () -> ()
  %v1619 = arith.minui %v1380, %v1378 : i16
  %v1620 = arith.extsi %v1619 : i16 to i64
  call @printI64(%v1620) : (i64) -> ()
  call @printComma() : () -> ()
  call @printNewline() : () -> ()
  %v1621 = arith.constant 0 : i16
  %v1622 = arith.shli %v1375, %v1621 : i16
  %v1623 = arith.extsi %v1622 : i16 to i64
  call @printI64(%v1623) : (i64) -> ()
  call @printComma() : () -> ()
  %v1624 = arith.constant 1 : i16
  %v1625 = arith.shli %v1375, %v1624 : i16
  %v1626 = arith.extsi %v1625 : i16 to i64
  call @printI64(%v1626) : (i64) -> ()
  call @printComma() : () -> ()
  %v1627 = arith.constant 15 : i16
  %v1628 = arith.shli %v1375, %v1627 : i16
  %v1629 = arith.extsi %v1628 : i16 to i64
  call @printI64(%v1629) : (i64) -> ()
  call @printComma() : () -> ()
  %v1630 = arith.constant 0 : i16
  %v1631 = arith.shli %v1376, %v1630 : i16
  %v1632 = arith.extsi %v1631 : i16 to i64
  call @printI64(%v1632) : (i64) -> ()
  call @printComma() : () -> ()
  %v1633 = arith.constant 1 : i16
  %v1634 = arith.shli %v1376, %v1633 : i16
  %v1635 = arith.extsi %v1634 : i16 to i64
  call @printI64(%v1635) : (i64) -> ()
  call @printComma() : () -> ()
  %v1636 = arith.constant 15 : i16
  %v1637 = arith.shli %v1376, %v1636 : i16
  %v1638 = arith.extsi %v1637 : i16 to i64
  call @printI64(%v1638) : (i64) -> ()
  call @printComma() : () -> ()
  %v1639 = arith.constant 0 : i16
  %v1640 = arith.shli %v1377, %v1639 : i16
  %v1641 = arith.extsi %v1640 : i16 to i64
  call @printI64(%v1641) : (i64) -> ()
  call @printComma() : () -> ()
  %v1642 = arith.constant 1 : i16
  %v1643 = arith.shli %v1377, %v1642 : i16
  %v1644 = arith.extsi %v1643 : i16 to i64
  call @printI64(%v1644) : (i64) -> ()
  call @printComma() : () -> ()
  %v1645 = arith.constant 15 : i16
  %v1646 = arith.shli %v1377, %v1645 : i16
  %v1647 = arith.extsi %v1646 : i16 to i64
  call @printI64(%v1647) : (i64) -> ()
  call @printComma() : () -> ()
  %v1648 = arith.constant 0 : i16
  %v1649 = arith.shli %v1378, %v1648 : i16
  %v1650 = arith.extsi %v1649 : i16 to i64
  call @printI64(%v1650) : (i64) -> ()
  call @printComma() : () -> ()
  %v1651 = arith.constant 1 : i16
  %v1652 = arith.shli %v1378, %v1651 : i16
  %v1653 = arith.extsi %v1652 : i16 to i64
  call @printI64(%v1653) : (i64) -> ()
  call @printComma() : () -> ()
  %v1654 = arith.constant 15 : i16
  %v1655 = arith.shli %v1378, %v1654 : i16
  %v1656 = arith.extsi %v1655 : i16 to i64
  call @printI64(%v1656) : (i64) -> ()
  call @printComma() : () -> ()
  %v1657 = arith.constant 0 : i16
  %v1658 = arith.shli %v1379, %v1657 : i16
  %v1659 = arith.extsi %v1658 : i16 to i64
  call @printI64(%v1659) : (i64) -> ()
  call @printComma() : () -> ()
  %v1660 = arith.constant 1 : i16
  %v1661 = arith.shli %v1379, %v1660 : i16
  %v1662 = arith.extsi %v1661 : i16 to i64
  call @printI64(%v1662) : (i64) -> ()
  call @printComma() : () -> ()
  %v1663 = arith.constant 15 : i16
  %v1664 = arith.shli %v1379, %v1663 : i16
  %v1665 = arith.extsi %v1664 : i16 to i64
  call @printI64(%v1665) : (i64) -> ()
  call @printComma() : () -> ()
  %v1666 = arith.constant 0 : i16
  %v1667 = arith.shli %v1380, %v1666 : i16
  %v1668 = arith.extsi %v1667 : i16 to i64
  call @printI64(%v1668) : (i64) -> ()
  call @printComma() : () -> ()
  %v1669 = arith.constant 1 : i16
  %v1670 = arith.shli %v1380, %v1669 : i16
  %v1671 = arith.extsi %v1670 : i16 to i64
  call @printI64(%v1671) : (i64) -> ()
  call @printComma() : () -> ()
  %v1672 = arith.constant 15 : i16
  %v1673 = arith.shli %v1380, %v1672 : i16
  %v1674 = arith.extsi %v1673 : i16 to i64
  call @printI64(%v1674) : (i64) -> ()
  call @printComma() : () -> ()
  call @printNewline() : () -> ()
  %v1675 = arith.constant 0 : i16
  %v1676 = arith.shrsi %v1375, %v1675 : i16
  %v1677 = arith.extsi %v1676 : i16 to i64
  call @printI64(%v1677) : (i64) -> ()
  call @printComma() : () -> ()
  %v1678 = arith.constant 1 : i16
  %v1679 = arith.shrsi %v1375, %v1678 : i16
  %v1680 = arith.extsi %v1679 : i16 to i64
  call @printI64(%v1680) : (i64) -> ()
  call @printComma() : () -> ()
  %v1681 = arith.constant 15 : i16
  %v1682 = arith.shrsi %v1375, %v1681 : i16
  %v1683 = arith.extsi %v1682 : i16 to i64
  call @printI64(%v1683) : (i64) -> ()
  call @printComma() : () -> ()
  %v1684 = arith.constant 0 : i16
  %v1685 = arith.shrsi %v1376, %v1684 : i16
  %v1686 = arith.extsi %v1685 : i16 to i64
  call @printI64(%v1686) : (i64) -> ()
  call @printComma() : () -> ()
  %v1687 = arith.constant 1 : i16
  %v1688 = arith.shrsi %v1376, %v1687 : i16
  %v1689 = arith.extsi %v1688 : i16 to i64
  call @printI64(%v1689) : (i64) -> ()
  call @printComma() : () -> ()
  %v1690 = arith.constant 15 : i16
  %v1691 = arith.shrsi %v1376, %v1690 : i16
  %v1692 = arith.extsi %v1691 : i16 to i64
  call @printI64(%v1692) : (i64) -> ()
  call @printComma() : () -> ()
  %v1693 = arith.constant 0 : i16
  %v1694 = arith.shrsi %v1377, %v1693 : i16
  %v1695 = arith.extsi %v1694 : i16 to i64
  call @printI64(%v1695) : (i64) -> ()
  call @printComma() : () -> ()
  %v1696 = arith.constant 1 : i16
  %v1697 = arith.shrsi %v1377, %v1696 : i16
  %v1698 = arith.extsi %v1697 : i16 to i64
  call @printI64(%v1698) : (i64) -> ()
  call @printComma() : () -> ()
  %v1699 = arith.constant 15 : i16
  %v1700 = arith.shrsi %v1377, %v1699 : i16
  %v1701 = arith.extsi %v1700 : i16 to i64
  call @printI64(%v1701) : (i64) -> ()
  call @printComma() : () -> ()
  %v1702 = arith.constant 0 : i16
  %v1703 = arith.shrsi %v1378, %v1702 : i16
  %v1704 = arith.extsi %v1703 : i16 to i64
  call @printI64(%v1704) : (i64) -> ()
  call @printComma() : () -> ()
  %v1705 = arith.constant 1 : i16
  %v1706 = arith.shrsi %v1378, %v1705 : i16
  %v1707 = arith.extsi %v1706 : i16 to i64
  call @printI64(%v1707) : (i64) -> ()
  call @printComma() : () -> ()
  %v1708 = arith.constant 15 : i16
  %v1709 = arith.shrsi %v1378, %v1708 : i16
  %v1710 = arith.extsi %v1709 : i16 to i64
  call @printI64(%v1710) : (i64) -> ()
  call @printComma() : () -> ()
  %v1711 = arith.constant 0 : i16
  %v1712 = arith.shrsi %v1379, %v1711 : i16
  %v1713 = arith.extsi %v1712 : i16 to i64
  call @printI64(%v1713) : (i64) -> ()
  call @printComma() : () -> ()
  %v1714 = arith.constant 1 : i16
  %v1715 = arith.shrsi %v1379, %v1714 : i16
  %v1716 = arith.extsi %v1715 : i16 to i64
  call @printI64(%v1716) : (i64) -> ()
  call @printComma() : () -> ()
  %v1717 = arith.constant 15 : i16
  %v1718 = arith.shrsi %v1379, %v1717 : i16
  %v1719 = arith.extsi %v1718 : i16 to i64
  call @printI64(%v1719) : (i64) -> ()
  call @printComma() : () -> ()
  %v1720 = arith.constant 0 : i16
  %v1721 = arith.shrsi %v1380, %v1720 : i16
  %v1722 = arith.extsi %v1721 : i16 to i64
  call @printI64(%v1722) : (i64) -> ()
  call @printComma() : () -> ()
  %v1723 = arith.constant 1 : i16
  %v1724 = arith.shrsi %v1380, %v1723 : i16
  %v1725 = arith.extsi %v1724 : i16 to i64
  call @printI64(%v1725) : (i64) -> ()
  call @printComma() : () -> ()
  %v1726 = arith.constant 15 : i16
  %v1727 = arith.shrsi %v1380, %v1726 : i16
  %v1728 = arith.extsi %v1727 : i16 to i64
  call @printI64(%v1728) : (i64) -> ()
  call @printComma() : () -> ()
  call @printNewline() : () -> ()
  %v1729 = arith.constant 0 : i16
  %v1730 = arith.shrui %v1375, %v1729 : i16
  %v1731 = arith.extsi %v1730 : i16 to i64
  call @printI64(%v1731) : (i64) -> ()
  call @printComma() : () -> ()
  %v1732 = arith.constant 1 : i16
  %v1733 = arith.shrui %v1375, %v1732 : i16
  %v1734 = arith.extsi %v1733 : i16 to i64
  call @printI64(%v1734) : (i64) -> ()
  call @printComma() : () -> ()
  %v1735 = arith.constant 15 : i16
  %v1736 = arith.shrui %v1375, %v1735 : i16
  %v1737 = arith.extsi %v1736 : i16 to i64
  call @printI64(%v1737) : (i64) -> ()
  call @printComma() : () -> ()
  %v1738 = arith.constant 0 : i16
  %v1739 = arith.shrui %v1376, %v1738 : i16
  %v1740 = arith.extsi %v1739 : i16 to i64
  call @printI64(%v1740) : (i64) -> ()
  call @printComma() : () -> ()
  %v1741 = arith.constant 1 : i16
  %v1742 = arith.shrui %v1376, %v1741 : i16
  %v1743 = arith.extsi %v1742 : i16 to i64
  call @printI64(%v1743) : (i64) -> ()
  call @printComma() : () -> ()
  %v1744 = arith.constant 15 : i16
  %v1745 = arith.shrui %v1376, %v1744 : i16
  %v1746 = arith.extsi %v1745 : i16 to i64
  call @printI64(%v1746) : (i64) -> ()
  call @printComma() : () -> ()
  %v1747 = arith.constant 0 : i16
  %v1748 = arith.shrui %v1377, %v1747 : i16
  %v1749 = arith.extsi %v1748 : i16 to i64
  call @printI64(%v1749) : (i64) -> ()
  call @printComma() : () -> ()
  %v1750 = arith.constant 1 : i16
  %v1751 = arith.shrui %v1377, %v1750 : i16
  %v1752 = arith.extsi %v1751 : i16 to i64
  call @printI64(%v1752) : (i64) -> ()
  call @printComma() : () -> ()
  %v1753 = arith.constant 15 : i16
  %v1754 = arith.shrui %v1377, %v1753 : i16
  %v1755 = arith.extsi %v1754 : i16 to i64
  call @printI64(%v1755) : (i64) -> ()
  call @printComma() : () -> ()
  %v1756 = arith.constant 0 : i16
  %v1757 = arith.shrui %v1378, %v1756 : i16
  %v1758 = arith.extsi %v1757 : i16 to i64
  call @printI64(%v1758) : (i64) -> ()
  call @printComma() : () -> ()
  %v1759 = arith.constant 1 : i16
  %v1760 = arith.shrui %v1378, %v1759 : i16
  %v1761 = arith.extsi %v1760 : i16 to i64
  call @printI64(%v1761) : (i64) -> ()
  call @printComma() : () -> ()
  %v1762 = arith.constant 15 : i16
  %v1763 = arith.shrui %v1378, %v1762 : i16
  %v1764 = arith.extsi %v1763 : i16 to i64
  call @printI64(%v1764) : (i64) -> ()
  call @printComma() : () -> ()
  %v1765 = arith.constant 0 : i16
  %v1766 = arith.shrui %v1379, %v1765 : i16
  %v1767 = arith.extsi %v1766 : i16 to i64
  call @printI64(%v1767) : (i64) -> ()
  call @printComma() : () -> ()
  %v1768 = arith.constant 1 : i16
  %v1769 = arith.shrui %v1379, %v1768 : i16
  %v1770 = arith.extsi %v1769 : i16 to i64
  call @printI64(%v1770) : (i64) -> ()
  call @printComma() : () -> ()
  %v1771 = arith.constant 15 : i16
  %v1772 = arith.shrui %v1379, %v1771 : i16
  %v1773 = arith.extsi %v1772 : i16 to i64
  call @printI64(%v1773) : (i64) -> ()
  call @printComma() : () -> ()
  %v1774 = arith.constant 0 : i16
  %v1775 = arith.shrui %v1380, %v1774 : i16
  %v1776 = arith.extsi %v1775 : i16 to i64
  call @printI64(%v1776) : (i64) -> ()
  call @printComma() : () -> ()
  %v1777 = arith.constant 1 : i16
  %v1778 = arith.shrui %v1380, %v1777 : i16
  %v1779 = arith.extsi %v1778 : i16 to i64
  call @printI64(%v1779) : (i64) -> ()
  call @printComma() : () -> ()
  %v1780 = arith.constant 15 : i16
  %v1781 = arith.shrui %v1380, %v1780 : i16
  %v1782 = arith.extsi %v1781 : i16 to i64
  call @printI64(%v1782) : (i64) -> ()
  call @printComma() : () -> ()
  call @printNewline() : () -> ()
  %v1783 = arith.divsi %v1375, %v1376 : i16
  %v1784 = arith.extsi %v1783 : i16 to i64
  call @printI64(%v1784) : (i64) -> ()
  call @printComma() : () -> ()
  %v1785 = arith.divsi %v1375, %v1377 : i16
  %v1786 = arith.extsi %v1785 : i16 to i64
  call @printI64(%v1786) : (i64) -> ()
  call @printComma() : () -> ()
  %v1787 = arith.divsi %v1375, %v1378 : i16
  %v1788 = arith.extsi %v1787 : i16 to i64
  call @printI64(%v1788) : (i64) -> ()
  call @printComma() : () -> ()
  %v1789 = arith.divsi %v1375, %v1380 : i16
  %v1790 = arith.extsi %v1789 : i16 to i64
  call @printI64(%v1790) : (i64) -> ()
  call @printComma() : () -> ()
  %v1791 = arith.divsi %v1376, %v1376 : i16
  %v1792 = arith.extsi %v1791 : i16 to i64
  call @printI64(%v1792) : (i64) -> ()
  call @printComma() : () -> ()
  %v1793 = arith.divsi %v1376, %v1377 : i16
  %v1794 = arith.extsi %v1793 : i16 to i64
  call @printI64(%v1794) : (i64) -> ()
  call @printComma() : () -> ()
  %v1795 = arith.divsi %v1376, %v1378 : i16
  %v1796 = arith.extsi %v1795 : i16 to i64
  call @printI64(%v1796) : (i64) -> ()
  call @printComma() : () -> ()
  %v1797 = arith.divsi %v1376, %v1380 : i16
  %v1798 = arith.extsi %v1797 : i16 to i64
  call @printI64(%v1798) : (i64) -> ()
  call @printComma() : () -> ()
  %v1799 = arith.divsi %v1377, %v1376 : i16
  %v1800 = arith.extsi %v1799 : i16 to i64
  call @printI64(%v1800) : (i64) -> ()
  call @printComma() : () -> ()
  %v1801 = arith.divsi %v1377, %v1377 : i16
  %v1802 = arith.extsi %v1801 : i16 to i64
  call @printI64(%v1802) : (i64) -> ()
  call @printComma() : () -> ()
  %v1803 = arith.divsi %v1377, %v1378 : i16
  %v1804 = arith.extsi %v1803 : i16 to i64
  call @printI64(%v1804) : (i64) -> ()
  call @printComma() : () -> ()
  %v1805 = arith.divsi %v1377, %v1380 : i16
  %v1806 = arith.extsi %v1805 : i16 to i64
  call @printI64(%v1806) : (i64) -> ()
  call @printComma() : () -> ()
  %v1807 = arith.divsi %v1378, %v1376 : i16
  %v1808 = arith.extsi %v1807 : i16 to i64
  call @printI64(%v1808) : (i64) -> ()
  call @printComma() : () -> ()
  %v1809 = arith.divsi %v1378, %v1377 : i16
  %v1810 = arith.extsi %v1809 : i16 to i64
  call @printI64(%v1810) : (i64) -> ()
  call @printComma() : () -> ()
  %v1811 = arith.divsi %v1378, %v1378 : i16
  %v1812 = arith.extsi %v1811 : i16 to i64
  call @printI64(%v1812) : (i64) -> ()
  call @printComma() : () -> ()
  %v1813 = arith.divsi %v1378, %v1380 : i16
  %v1814 = arith.extsi %v1813 : i16 to i64
  call @printI64(%v1814) : (i64) -> ()
  call @printComma() : () -> ()
  %v1815 = arith.divsi %v1379, %v1376 : i16
  %v1816 = arith.extsi %v1815 : i16 to i64
  call @printI64(%v1816) : (i64) -> ()
  call @printComma() : () -> ()
  %v1817 = arith.divsi %v1379, %v1377 : i16
  %v1818 = arith.extsi %v1817 : i16 to i64
  call @printI64(%v1818) : (i64) -> ()
  call @printComma() : () -> ()
  %v1819 = arith.divsi %v1379, %v1378 : i16
  %v1820 = arith.extsi %v1819 : i16 to i64
  call @printI64(%v1820) : (i64) -> ()
  call @printComma() : () -> ()
  %v1821 = arith.divsi %v1379, %v1380 : i16
  %v1822 = arith.extsi %v1821 : i16 to i64
  call @printI64(%v1822) : (i64) -> ()
  call @printComma() : () -> ()
  %v1823 = arith.divsi %v1380, %v1376 : i16
  %v1824 = arith.extsi %v1823 : i16 to i64
  call @printI64(%v1824) : (i64) -> ()
  call @printComma() : () -> ()
  %v1825 = arith.divsi %v1380, %v1377 : i16
  %v1826 = arith.extsi %v1825 : i16 to i64
  call @printI64(%v1826) : (i64) -> ()
  call @printComma() : () -> ()
  %v1827 = arith.divsi %v1380, %v1378 : i16
  %v1828 = arith.extsi %v1827 : i16 to i64
  call @printI64(%v1828) : (i64) -> ()
  call @printComma() : () -> ()
  %v1829 = arith.divsi %v1380, %v1380 : i16
  %v1830 = arith.extsi %v1829 : i16 to i64
  call @printI64(%v1830) : (i64) -> ()
  call @printComma() : () -> ()
  call @printNewline() : () -> ()
  %v1831 = arith.divui %v1375, %v1376 : i16
  %v1832 = arith.extsi %v1831 : i16 to i64
  call @printI64(%v1832) : (i64) -> ()
  call @printComma() : () -> ()
  %v1833 = arith.divui %v1375, %v1377 : i16
  %v1834 = arith.extsi %v1833 : i16 to i64
  call @printI64(%v1834) : (i64) -> ()
  call @printComma() : () -> ()
  %v1835 = arith.divui %v1375, %v1378 : i16
  %v1836 = arith.extsi %v1835 : i16 to i64
  call @printI64(%v1836) : (i64) -> ()
  call @printComma() : () -> ()
  %v1837 = arith.divui %v1375, %v1380 : i16
  %v1838 = arith.extsi %v1837 : i16 to i64
  call @printI64(%v1838) : (i64) -> ()
  call @printComma() : () -> ()
  %v1839 = arith.divui %v1376, %v1376 : i16
  %v1840 = arith.extsi %v1839 : i16 to i64
  call @printI64(%v1840) : (i64) -> ()
  call @printComma() : () -> ()
  %v1841 = arith.divui %v1376, %v1377 : i16
  %v1842 = arith.extsi %v1841 : i16 to i64
  call @printI64(%v1842) : (i64) -> ()
  call @printComma() : () -> ()
  %v1843 = arith.divui %v1376, %v1378 : i16
  %v1844 = arith.extsi %v1843 : i16 to i64
  call @printI64(%v1844) : (i64) -> ()
  call @printComma() : () -> ()
  %v1845 = arith.divui %v1376, %v1380 : i16
  %v1846 = arith.extsi %v1845 : i16 to i64
  call @printI64(%v1846) : (i64) -> ()
  call @printComma() : () -> ()
  %v1847 = arith.divui %v1377, %v1376 : i16
  %v1848 = arith.extsi %v1847 : i16 to i64
  call @printI64(%v1848) : (i64) -> ()
  call @printComma() : () -> ()
  %v1849 = arith.divui %v1377, %v1377 : i16
  %v1850 = arith.extsi %v1849 : i16 to i64
  call @printI64(%v1850) : (i64) -> ()
  call @printComma() : () -> ()
  %v1851 = arith.divui %v1377, %v1378 : i16
  %v1852 = arith.extsi %v1851 : i16 to i64
  call @printI64(%v1852) : (i64) -> ()
  call @printComma() : () -> ()
  %v1853 = arith.divui %v1377, %v1380 : i16
  %v1854 = arith.extsi %v1853 : i16 to i64
  call @printI64(%v1854) : (i64) -> ()
  call @printComma() : () -> ()
  %v1855 = arith.divui %v1378, %v1376 : i16
  %v1856 = arith.extsi %v1855 : i16 to i64
  call @printI64(%v1856) : (i64) -> ()
  call @printComma() : () -> ()
  %v1857 = arith.divui %v1378, %v1377 : i16
  %v1858 = arith.extsi %v1857 : i16 to i64
  call @printI64(%v1858) : (i64) -> ()
  call @printComma() : () -> ()
  %v1859 = arith.divui %v1378, %v1378 : i16
  %v1860 = arith.extsi %v1859 : i16 to i64
  call @printI64(%v1860) : (i64) -> ()
  call @printComma() : () -> ()
  %v1861 = arith.divui %v1378, %v1380 : i16
  %v1862 = arith.extsi %v1861 : i16 to i64
  call @printI64(%v1862) : (i64) -> ()
  call @printComma() : () -> ()
  %v1863 = arith.divui %v1379, %v1376 : i16
  %v1864 = arith.extsi %v1863 : i16 to i64
  call @printI64(%v1864) : (i64) -> ()
  call @printComma() : () -> ()
  %v1865 = arith.divui %v1379, %v1377 : i16
  %v1866 = arith.extsi %v1865 : i16 to i64
  call @printI64(%v1866) : (i64) -> ()
  call @printComma() : () -> ()
  %v1867 = arith.divui %v1379, %v1378 : i16
  %v1868 = arith.extsi %v1867 : i16 to i64
  call @printI64(%v1868) : (i64) -> ()
  call @printComma() : () -> ()
  %v1869 = arith.divui %v1379, %v1380 : i16
  %v1870 = arith.extsi %v1869 : i16 to i64
  call @printI64(%v1870) : (i64) -> ()
  call @printComma() : () -> ()
  %v1871 = arith.divui %v1380, %v1376 : i16
  %v1872 = arith.extsi %v1871 : i16 to i64
  call @printI64(%v1872) : (i64) -> ()
  call @printComma() : () -> ()
  %v1873 = arith.divui %v1380, %v1377 : i16
  %v1874 = arith.extsi %v1873 : i16 to i64
  call @printI64(%v1874) : (i64) -> ()
  call @printComma() : () -> ()
  %v1875 = arith.divui %v1380, %v1378 : i16
  %v1876 = arith.extsi %v1875 : i16 to i64
  call @printI64(%v1876) : (i64) -> ()
  call @printComma() : () -> ()
  %v1877 = arith.divui %v1380, %v1380 : i16
  %v1878 = arith.extsi %v1877 : i16 to i64
  call @printI64(%v1878) : (i64) -> ()
  call @printComma() : () -> ()
  call @printNewline() : () -> ()
  %v1879 = arith.remsi %v1375, %v1376 : i16
  %v1880 = arith.extsi %v1879 : i16 to i64
  call @printI64(%v1880) : (i64) -> ()
  call @printComma() : () -> ()
  %v1881 = arith.remsi %v1375, %v1377 : i16
  %v1882 = arith.extsi %v1881 : i16 to i64
  call @printI64(%v1882) : (i64) -> ()
  call @printComma() : () -> ()
  %v1883 = arith.remsi %v1375, %v1378 : i16
  %v1884 = arith.extsi %v1883 : i16 to i64
  call @printI64(%v1884) : (i64) -> ()
  call @printComma() : () -> ()
  %v1885 = arith.remsi %v1375, %v1380 : i16
  %v1886 = arith.extsi %v1885 : i16 to i64
  call @printI64(%v1886) : (i64) -> ()
  call @printComma() : () -> ()
  %v1887 = arith.remsi %v1376, %v1376 : i16
  %v1888 = arith.extsi %v1887 : i16 to i64
  call @printI64(%v1888) : (i64) -> ()
  call @printComma() : () -> ()
  %v1889 = arith.remsi %v1376, %v1377 : i16
  %v1890 = arith.extsi %v1889 : i16 to i64
  call @printI64(%v1890) : (i64) -> ()
  call @printComma() : () -> ()
  %v1891 = arith.remsi %v1376, %v1378 : i16
  %v1892 = arith.extsi %v1891 : i16 to i64
  call @printI64(%v1892) : (i64) -> ()
  call @printComma() : () -> ()
  %v1893 = arith.remsi %v1376, %v1380 : i16
  %v1894 = arith.extsi %v1893 : i16 to i64
  call @printI64(%v1894) : (i64) -> ()
  call @printComma() : () -> ()
  %v1895 = arith.remsi %v1377, %v1376 : i16
  %v1896 = arith.extsi %v1895 : i16 to i64
  call @printI64(%v1896) : (i64) -> ()
  call @printComma() : () -> ()
  %v1897 = arith.remsi %v1377, %v1377 : i16
  %v1898 = arith.extsi %v1897 : i16 to i64
  call @printI64(%v1898) : (i64) -> ()
  call @printComma() : () -> ()
  %v1899 = arith.remsi %v1377, %v1378 : i16
  %v1900 = arith.extsi %v1899 : i16 to i64
  call @printI64(%v1900) : (i64) -> ()
  call @printComma() : () -> ()
  %v1901 = arith.remsi %v1377, %v1380 : i16
  %v1902 = arith.extsi %v1901 : i16 to i64
  call @printI64(%v1902) : (i64) -> ()
  call @printComma() : () -> ()
  %v1903 = arith.remsi %v1378, %v1376 : i16
  %v1904 = arith.extsi %v1903 : i16 to i64
  call @printI64(%v1904) : (i64) -> ()
  call @printComma() : () -> ()
  %v1905 = arith.remsi %v1378, %v1377 : i16
  %v1906 = arith.extsi %v1905 : i16 to i64
  call @printI64(%v1906) : (i64) -> ()
  call @printComma() : () -> ()
  %v1907 = arith.remsi %v1378, %v1378 : i16
  %v1908 = arith.extsi %v1907 : i16 to i64
  call @printI64(%v1908) : (i64) -> ()
  call @printComma() : () -> ()
  %v1909 = arith.remsi %v1378, %v1380 : i16
  %v1910 = arith.extsi %v1909 : i16 to i64
  call @printI64(%v1910) : (i64) -> ()
  call @printComma() : () -> ()
  %v1911 = arith.remsi %v1379, %v1376 : i16
  %v1912 = arith.extsi %v1911 : i16 to i64
  call @printI64(%v1912) : (i64) -> ()
  call @printComma() : () -> ()
  %v1913 = arith.remsi %v1379, %v1377 : i16
  %v1914 = arith.extsi %v1913 : i16 to i64
  call @printI64(%v1914) : (i64) -> ()
  call @printComma() : () -> ()
  %v1915 = arith.remsi %v1379, %v1378 : i16
  %v1916 = arith.extsi %v1915 : i16 to i64
  call @printI64(%v1916) : (i64) -> ()
  call @printComma() : () -> ()
  %v1917 = arith.remsi %v1379, %v1380 : i16
  %v1918 = arith.extsi %v1917 : i16 to i64
  call @printI64(%v1918) : (i64) -> ()
  call @printComma() : () -> ()
  %v1919 = arith.remsi %v1380, %v1376 : i16
  %v1920 = arith.extsi %v1919 : i16 to i64
  call @printI64(%v1920) : (i64) -> ()
  call @printComma() : () -> ()
  %v1921 = arith.remsi %v1380, %v1377 : i16
  %v1922 = arith.extsi %v1921 : i16 to i64
  call @printI64(%v1922) : (i64) -> ()
  call @printComma() : () -> ()
  %v1923 = arith.remsi %v1380, %v1378 : i16
  %v1924 = arith.extsi %v1923 : i16 to i64
  call @printI64(%v1924) : (i64) -> ()
  call @printComma() : () -> ()
  %v1925 = arith.remsi %v1380, %v1380 : i16
  %v1926 = arith.extsi %v1925 : i16 to i64
  call @printI64(%v1926) : (i64) -> ()
  call @printComma() : () -> ()
  call @printNewline() : () -> ()
  %v1927 = arith.remui %v1375, %v1376 : i16
  %v1928 = arith.extsi %v1927 : i16 to i64
  call @printI64(%v1928) : (i64) -> ()
  call @printComma() : () -> ()
  %v1929 = arith.remui %v1375, %v1377 : i16
  %v1930 = arith.extsi %v1929 : i16 to i64
  call @printI64(%v1930) : (i64) -> ()
  call @printComma() : () -> ()
  %v1931 = arith.remui %v1375, %v1378 : i16
  %v1932 = arith.extsi %v1931 : i16 to i64
  call @printI64(%v1932) : (i64) -> ()
  call @printComma() : () -> ()
  %v1933 = arith.remui %v1375, %v1380 : i16
  %v1934 = arith.extsi %v1933 : i16 to i64
  call @printI64(%v1934) : (i64) -> ()
  call @printComma() : () -> ()
  %v1935 = arith.remui %v1376, %v1376 : i16
  %v1936 = arith.extsi %v1935 : i16 to i64
  call @printI64(%v1936) : (i64) -> ()
  call @printComma() : () -> ()
  %v1937 = arith.remui %v1376, %v1377 : i16
  %v1938 = arith.extsi %v1937 : i16 to i64
  call @printI64(%v1938) : (i64) -> ()
  call @printComma() : () -> ()
  %v1939 = arith.remui %v1376, %v1378 : i16
  %v1940 = arith.extsi %v1939 : i16 to i64
  call @printI64(%v1940) : (i64) -> ()
  call @printComma() : () -> ()
  %v1941 = arith.remui %v1376, %v1380 : i16
  %v1942 = arith.extsi %v1941 : i16 to i64
  call @printI64(%v1942) : (i64) -> ()
  call @printComma() : () -> ()
  %v1943 = arith.remui %v1377, %v1376 : i16
  %v1944 = arith.extsi %v1943 : i16 to i64
  call @printI64(%v1944) : (i64) -> ()
  call @printComma() : () -> ()
  %v1945 = arith.remui %v1377, %v1377 : i16
  %v1946 = arith.extsi %v1945 : i16 to i64
  call @printI64(%v1946) : (i64) -> ()
  call @printComma() : () -> ()
  %v1947 = arith.remui %v1377, %v1378 : i16
  %v1948 = arith.extsi %v1947 : i16 to i64
  call @printI64(%v1948) : (i64) -> ()
  call @printComma() : () -> ()
  %v1949 = arith.remui %v1377, %v1380 : i16
  %v1950 = arith.extsi %v1949 : i16 to i64
  call @printI64(%v1950) : (i64) -> ()
  call @printComma() : () -> ()
  %v1951 = arith.remui %v1378, %v1376 : i16
  %v1952 = arith.extsi %v1951 : i16 to i64
  call @printI64(%v1952) : (i64) -> ()
  call @printComma() : () -> ()
  %v1953 = arith.remui %v1378, %v1377 : i16
  %v1954 = arith.extsi %v1953 : i16 to i64
  call @printI64(%v1954) : (i64) -> ()
  call @printComma() : () -> ()
  %v1955 = arith.remui %v1378, %v1378 : i16
  %v1956 = arith.extsi %v1955 : i16 to i64
  call @printI64(%v1956) : (i64) -> ()
  call @printComma() : () -> ()
  %v1957 = arith.remui %v1378, %v1380 : i16
  %v1958 = arith.extsi %v1957 : i16 to i64
  call @printI64(%v1958) : (i64) -> ()
  call @printComma() : () -> ()
  %v1959 = arith.remui %v1379, %v1376 : i16
  %v1960 = arith.extsi %v1959 : i16 to i64
  call @printI64(%v1960) : (i64) -> ()
  call @printComma() : () -> ()
  %v1961 = arith.remui %v1379, %v1377 : i16
  %v1962 = arith.extsi %v1961 : i16 to i64
  call @printI64(%v1962) : (i64) -> ()
  call @printComma() : () -> ()
  %v1963 = arith.remui %v1379, %v1378 : i16
  %v1964 = arith.extsi %v1963 : i16 to i64
  call @printI64(%v1964) : (i64) -> ()
  call @printComma() : () -> ()
  %v1965 = arith.remui %v1379, %v1380 : i16
  %v1966 = arith.extsi %v1965 : i16 to i64
  call @printI64(%v1966) : (i64) -> ()
  call @printComma() : () -> ()
  %v1967 = arith.remui %v1380, %v1376 : i16
  %v1968 = arith.extsi %v1967 : i16 to i64
  call @printI64(%v1968) : (i64) -> ()
  call @printComma() : () -> ()
  %v1969 = arith.remui %v1380, %v1377 : i16
  %v1970 = arith.extsi %v1969 : i16 to i64
  call @printI64(%v1970) : (i64) -> ()
  call @printComma() : () -> ()
  %v1971 = arith.remui %v1380, %v1378 : i16
  %v1972 = arith.extsi %v1971 : i16 to i64
  call @printI64(%v1972) : (i64) -> ()
  call @printComma() : () -> ()
  %v1973 = arith.remui %v1380, %v1380 : i16
  %v1974 = arith.extsi %v1973 : i16 to i64
  call @printI64(%v1974) : (i64) -> ()
  call @printComma() : () -> ()
  call @printNewline() : () -> ()
  %v1975 = arith.ceildivsi %v1375, %v1376 : i16
  %v1976 = arith.extsi %v1975 : i16 to i64
  call @printI64(%v1976) : (i64) -> ()
  call @printComma() : () -> ()
  %v1977 = arith.ceildivsi %v1375, %v1377 : i16
  %v1978 = arith.extsi %v1977 : i16 to i64
  call @printI64(%v1978) : (i64) -> ()
  call @printComma() : () -> ()
  %v1979 = arith.ceildivsi %v1375, %v1378 : i16
  %v1980 = arith.extsi %v1979 : i16 to i64
  call @printI64(%v1980) : (i64) -> ()
  call @printComma() : () -> ()
  %v1981 = arith.ceildivsi %v1375, %v1380 : i16
  %v1982 = arith.extsi %v1981 : i16 to i64
  call @printI64(%v1982) : (i64) -> ()
  call @printComma() : () -> ()
  %v1983 = arith.ceildivsi %v1376, %v1376 : i16
  %v1984 = arith.extsi %v1983 : i16 to i64
  call @printI64(%v1984) : (i64) -> ()
  call @printComma() : () -> ()
  %v1985 = arith.ceildivsi %v1376, %v1377 : i16
  %v1986 = arith.extsi %v1985 : i16 to i64
  call @printI64(%v1986) : (i64) -> ()
  call @printComma() : () -> ()
  %v1987 = arith.ceildivsi %v1376, %v1378 : i16
  %v1988 = arith.extsi %v1987 : i16 to i64
  call @printI64(%v1988) : (i64) -> ()
  call @printComma() : () -> ()
  %v1989 = arith.ceildivsi %v1376, %v1380 : i16
  %v1990 = arith.extsi %v1989 : i16 to i64
  call @printI64(%v1990) : (i64) -> ()
  call @printComma() : () -> ()
  %v1991 = arith.ceildivsi %v1377, %v1376 : i16
  %v1992 = arith.extsi %v1991 : i16 to i64
  call @printI64(%v1992) : (i64) -> ()
  call @printComma() : () -> ()
  %v1993 = arith.ceildivsi %v1377, %v1377 : i16
  %v1994 = arith.extsi %v1993 : i16 to i64
  call @printI64(%v1994) : (i64) -> ()
  call @printComma() : () -> ()
  %v1995 = arith.ceildivsi %v1377, %v1378 : i16
  %v1996 = arith.extsi %v1995 : i16 to i64
  call @printI64(%v1996) : (i64) -> ()
  call @printComma() : () -> ()
  %v1997 = arith.ceildivsi %v1377, %v1380 : i16
  %v1998 = arith.extsi %v1997 : i16 to i64
  call @printI64(%v1998) : (i64) -> ()
  call @printComma() : () -> ()
  %v1999 = arith.ceildivsi %v1379, %v1376 : i16
  %v2000 = arith.extsi %v1999 : i16 to i64
  call @printI64(%v2000) : (i64) -> ()
  call @printComma() : () -> ()
  %v2001 = arith.ceildivsi %v1379, %v1377 : i16
  %v2002 = arith.extsi %v2001 : i16 to i64
  call @printI64(%v2002) : (i64) -> ()
  call @printComma() : () -> ()
  %v2003 = arith.ceildivsi %v1379, %v1378 : i16
  %v2004 = arith.extsi %v2003 : i16 to i64
  call @printI64(%v2004) : (i64) -> ()
  call @printComma() : () -> ()
  %v2005 = arith.ceildivsi %v1379, %v1380 : i16
  %v2006 = arith.extsi %v2005 : i16 to i64
  call @printI64(%v2006) : (i64) -> ()
  call @printComma() : () -> ()
  %v2007 = arith.ceildivsi %v1380, %v1376 : i16
  %v2008 = arith.extsi %v2007 : i16 to i64
  call @printI64(%v2008) : (i64) -> ()
  call @printComma() : () -> ()
  %v2009 = arith.ceildivsi %v1380, %v1377 : i16
  %v2010 = arith.extsi %v2009 : i16 to i64
  call @printI64(%v2010) : (i64) -> ()
  call @printComma() : () -> ()
  %v2011 = arith.ceildivsi %v1380, %v1378 : i16
  %v2012 = arith.extsi %v2011 : i16 to i64
  call @printI64(%v2012) : (i64) -> ()
  call @printComma() : () -> ()
  %v2013 = arith.ceildivsi %v1380, %v1380 : i16
  %v2014 = arith.extsi %v2013 : i16 to i64
  call @printI64(%v2014) : (i64) -> ()
  call @printComma() : () -> ()
  call @printNewline() : () -> ()
  %v2015 = arith.floordivsi %v1375, %v1376 : i16
  %v2016 = arith.extsi %v2015 : i16 to i64
  call @printI64(%v2016) : (i64) -> ()
  call @printComma() : () -> ()
  %v2017 = arith.floordivsi %v1375, %v1377 : i16
  %v2018 = arith.extsi %v2017 : i16 to i64
  call @printI64(%v2018) : (i64) -> ()
  call @printComma() : () -> ()
  %v2019 = arith.floordivsi %v1375, %v1378 : i16
  %v2020 = arith.extsi %v2019 : i16 to i64
  call @printI64(%v2020) : (i64) -> ()
  call @printComma() : () -> ()
  %v2021 = arith.floordivsi %v1375, %v1380 : i16
  %v2022 = arith.extsi %v2021 : i16 to i64
  call @printI64(%v2022) : (i64) -> ()
  call @printComma() : () -> ()
  %v2023 = arith.floordivsi %v1376, %v1376 : i16
  %v2024 = arith.extsi %v2023 : i16 to i64
  call @printI64(%v2024) : (i64) -> ()
  call @printComma() : () -> ()
  %v2025 = arith.floordivsi %v1376, %v1377 : i16
  %v2026 = arith.extsi %v2025 : i16 to i64
  call @printI64(%v2026) : (i64) -> ()
  call @printComma() : () -> ()
  %v2027 = arith.floordivsi %v1376, %v1378 : i16
  %v2028 = arith.extsi %v2027 : i16 to i64
  call @printI64(%v2028) : (i64) -> ()
  call @printComma() : () -> ()
  %v2029 = arith.floordivsi %v1376, %v1380 : i16
  %v2030 = arith.extsi %v2029 : i16 to i64
  call @printI64(%v2030) : (i64) -> ()
  call @printComma() : () -> ()
  %v2031 = arith.floordivsi %v1377, %v1376 : i16
  %v2032 = arith.extsi %v2031 : i16 to i64
  call @printI64(%v2032) : (i64) -> ()
  call @printComma() : () -> ()
  %v2033 = arith.floordivsi %v1377, %v1377 : i16
  %v2034 = arith.extsi %v2033 : i16 to i64
  call @printI64(%v2034) : (i64) -> ()
  call @printComma() : () -> ()
  %v2035 = arith.floordivsi %v1377, %v1378 : i16
  %v2036 = arith.extsi %v2035 : i16 to i64
  call @printI64(%v2036) : (i64) -> ()
  call @printComma() : () -> ()
  %v2037 = arith.floordivsi %v1377, %v1380 : i16
  %v2038 = arith.extsi %v2037 : i16 to i64
  call @printI64(%v2038) : (i64) -> ()
  call @printComma() : () -> ()
  %v2039 = arith.floordivsi %v1379, %v1376 : i16
  %v2040 = arith.extsi %v2039 : i16 to i64
  call @printI64(%v2040) : (i64) -> ()
  call @printComma() : () -> ()
  %v2041 = arith.floordivsi %v1379, %v1377 : i16
  %v2042 = arith.extsi %v2041 : i16 to i64
  call @printI64(%v2042) : (i64) -> ()
  call @printComma() : () -> ()
  %v2043 = arith.floordivsi %v1379, %v1378 : i16
  %v2044 = arith.extsi %v2043 : i16 to i64
  call @printI64(%v2044) : (i64) -> ()
  call @printComma() : () -> ()
  %v2045 = arith.floordivsi %v1379, %v1380 : i16
  %v2046 = arith.extsi %v2045 : i16 to i64
  call @printI64(%v2046) : (i64) -> ()
  call @printComma() : () -> ()
  %v2047 = arith.floordivsi %v1380, %v1376 : i16
  %v2048 = arith.extsi %v2047 : i16 to i64
  call @printI64(%v2048) : (i64) -> ()
  call @printComma() : () -> ()
  %v2049 = arith.floordivsi %v1380, %v1377 : i16
  %v2050 = arith.extsi %v2049 : i16 to i64
  call @printI64(%v2050) : (i64) -> ()
  call @printComma() : () -> ()
  %v2051 = arith.floordivsi %v1380, %v1378 : i16
  %v2052 = arith.extsi %v2051 : i16 to i64
  call @printI64(%v2052) : (i64) -> ()
  call @printComma() : () -> ()
  %v2053 = arith.floordivsi %v1380, %v1380 : i16
  %v2054 = arith.extsi %v2053 : i16 to i64
  call @printI64(%v2054) : (i64) -> ()
  call @printComma() : () -> ()
  call @printNewline() : () -> ()
  %v2055 = arith.cmpi eq, %v1375, %v1375 : i16
  %v2056 = arith.extui %v2055 : i1 to i64
  call @printI64(%v2056) : (i64) -> ()
  %v2057 = arith.cmpi eq, %v1375, %v1378 : i16
  %v2058 = arith.extui %v2057 : i1 to i64
  call @printI64(%v2058) : (i64) -> ()
  %v2059 = arith.cmpi eq, %v1376, %v1375 : i16
  %v2060 = arith.extui %v2059 : i1 to i64
  call @printI64(%v2060) : (i64) -> ()
  %v2061 = arith.cmpi eq, %v1376, %v1378 : i16
  %v2062 = arith.extui %v2061 : i1 to i64
  call @printI64(%v2062) : (i64) -> ()
  %v2063 = arith.cmpi eq, %v1377, %v1375 : i16
  %v2064 = arith.extui %v2063 : i1 to i64
  call @printI64(%v2064) : (i64) -> ()
  %v2065 = arith.cmpi eq, %v1377, %v1378 : i16
  %v2066 = arith.extui %v2065 : i1 to i64
  call @printI64(%v2066) : (i64) -> ()
  %v2067 = arith.cmpi eq, %v1378, %v1375 : i16
  %v2068 = arith.extui %v2067 : i1 to i64
  call @printI64(%v2068) : (i64) -> ()
  %v2069 = arith.cmpi eq, %v1378, %v1378 : i16
  %v2070 = arith.extui %v2069 : i1 to i64
  call @printI64(%v2070) : (i64) -> ()
  %v2071 = arith.cmpi eq, %v1379, %v1375 : i16
  %v2072 = arith.extui %v2071 : i1 to i64
  call @printI64(%v2072) : (i64) -> ()
  %v2073 = arith.cmpi eq, %v1379, %v1378 : i16
  %v2074 = arith.extui %v2073 : i1 to i64
  call @printI64(%v2074) : (i64) -> ()
  %v2075 = arith.cmpi eq, %v1380, %v1375 : i16
  %v2076 = arith.extui %v2075 : i1 to i64
  call @printI64(%v2076) : (i64) -> ()
  %v2077 = arith.cmpi eq, %v1380, %v1378 : i16
  %v2078 = arith.extui %v2077 : i1 to i64
  call @printI64(%v2078) : (i64) -> ()
  call @printNewline() : () -> ()
  %v2079 = arith.cmpi ne, %v1375, %v1375 : i16
  %v2080 = arith.extui %v2079 : i1 to i64
  call @printI64(%v2080) : (i64) -> ()
  %v2081 = arith.cmpi ne, %v1375, %v1378 : i16
  %v2082 = arith.extui %v2081 : i1 to i64
  call @printI64(%v2082) : (i64) -> ()
  %v2083 = arith.cmpi ne, %v1376, %v1375 : i16
  %v2084 = arith.extui %v2083 : i1 to i64
  call @printI64(%v2084) : (i64) -> ()
  %v2085 = arith.cmpi ne, %v1376, %v1378 : i16
  %v2086 = arith.extui %v2085 : i1 to i64
  call @printI64(%v2086) : (i64) -> ()
  %v2087 = arith.cmpi ne, %v1377, %v1375 : i16
  %v2088 = arith.extui %v2087 : i1 to i64
  call @printI64(%v2088) : (i64) -> ()
  %v2089 = arith.cmpi ne, %v1377, %v1378 : i16
  %v2090 = arith.extui %v2089 : i1 to i64
  call @printI64(%v2090) : (i64) -> ()
  %v2091 = arith.cmpi ne, %v1378, %v1375 : i16
  %v2092 = arith.extui %v2091 : i1 to i64
  call @printI64(%v2092) : (i64) -> ()
  %v2093 = arith.cmpi ne, %v1378, %v1378 : i16
  %v2094 = arith.extui %v2093 : i1 to i64
  call @printI64(%v2094) : (i64) -> ()
  %v2095 = arith.cmpi ne, %v1379, %v1375 : i16
  %v2096 = arith.extui %v2095 : i1 to i64
  call @printI64(%v2096) : (i64) -> ()
  %v2097 = arith.cmpi ne, %v1379, %v1378 : i16
  %v2098 = arith.extui %v2097 : i1 to i64
  call @printI64(%v2098) : (i64) -> ()
  %v2099 = arith.cmpi ne, %v1380, %v1375 : i16
  %v2100 = arith.extui %v2099 : i1 to i64
  call @printI64(%v2100) : (i64) -> ()
  %v2101 = arith.cmpi ne, %v1380, %v1378 : i16
  %v2102 = arith.extui %v2101 : i1 to i64
  call @printI64(%v2102) : (i64) -> ()
  call @printNewline() : () -> ()
  %v2103 = arith.cmpi slt, %v1375, %v1375 : i16
  %v2104 = arith.extui %v2103 : i1 to i64
  call @printI64(%v2104) : (i64) -> ()
  %v2105 = arith.cmpi slt, %v1375, %v1378 : i16
  %v2106 = arith.extui %v2105 : i1 to i64
  call @printI64(%v2106) : (i64) -> ()
  %v2107 = arith.cmpi slt, %v1376, %v1375 : i16
  %v2108 = arith.extui %v2107 : i1 to i64
  call @printI64(%v2108) : (i64) -> ()
  %v2109 = arith.cmpi slt, %v1376, %v1378 : i16
  %v2110 = arith.extui %v2109 : i1 to i64
  call @printI64(%v2110) : (i64) -> ()
  %v2111 = arith.cmpi slt, %v1377, %v1375 : i16
  %v2112 = arith.extui %v2111 : i1 to i64
  call @printI64(%v2112) : (i64) -> ()
  %v2113 = arith.cmpi slt, %v1377, %v1378 : i16
  %v2114 = arith.extui %v2113 : i1 to i64
  call @printI64(%v2114) : (i64) -> ()
  %v2115 = arith.cmpi slt, %v1378, %v1375 : i16
  %v2116 = arith.extui %v2115 : i1 to i64
  call @printI64(%v2116) : (i64) -> ()
  %v2117 = arith.cmpi slt, %v1378, %v1378 : i16
  %v2118 = arith.extui %v2117 : i1 to i64
  call @printI64(%v2118) : (i64) -> ()
  %v2119 = arith.cmpi slt, %v1379, %v1375 : i16
  %v2120 = arith.extui %v2119 : i1 to i64
  call @printI64(%v2120) : (i64) -> ()
  %v2121 = arith.cmpi slt, %v1379, %v1378 : i16
  %v2122 = arith.extui %v2121 : i1 to i64
  call @printI64(%v2122) : (i64) -> ()
  %v2123 = arith.cmpi slt, %v1380, %v1375 : i16
  %v2124 = arith.extui %v2123 : i1 to i64
  call @printI64(%v2124) : (i64) -> ()
  %v2125 = arith.cmpi slt, %v1380, %v1378 : i16
  %v2126 = arith.extui %v2125 : i1 to i64
  call @printI64(%v2126) : (i64) -> ()
  call @printNewline() : () -> ()
  %v2127 = arith.cmpi sle, %v1375, %v1375 : i16
  %v2128 = arith.extui %v2127 : i1 to i64
  call @printI64(%v2128) : (i64) -> ()
  %v2129 = arith.cmpi sle, %v1375, %v1378 : i16
  %v2130 = arith.extui %v2129 : i1 to i64
  call @printI64(%v2130) : (i64) -> ()
  %v2131 = arith.cmpi sle, %v1376, %v1375 : i16
  %v2132 = arith.extui %v2131 : i1 to i64
  call @printI64(%v2132) : (i64) -> ()
  %v2133 = arith.cmpi sle, %v1376, %v1378 : i16
  %v2134 = arith.extui %v2133 : i1 to i64
  call @printI64(%v2134) : (i64) -> ()
  %v2135 = arith.cmpi sle, %v1377, %v1375 : i16
  %v2136 = arith.extui %v2135 : i1 to i64
  call @printI64(%v2136) : (i64) -> ()
  %v2137 = arith.cmpi sle, %v1377, %v1378 : i16
  %v2138 = arith.extui %v2137 : i1 to i64
  call @printI64(%v2138) : (i64) -> ()
  %v2139 = arith.cmpi sle, %v1378, %v1375 : i16
  %v2140 = arith.extui %v2139 : i1 to i64
  call @printI64(%v2140) : (i64) -> ()
  %v2141 = arith.cmpi sle, %v1378, %v1378 : i16
  %v2142 = arith.extui %v2141 : i1 to i64
  call @printI64(%v2142) : (i64) -> ()
  %v2143 = arith.cmpi sle, %v1379, %v1375 : i16
  %v2144 = arith.extui %v2143 : i1 to i64
  call @printI64(%v2144) : (i64) -> ()
  %v2145 = arith.cmpi sle, %v1379, %v1378 : i16
  %v2146 = arith.extui %v2145 : i1 to i64
  call @printI64(%v2146) : (i64) -> ()
  %v2147 = arith.cmpi sle, %v1380, %v1375 : i16
  %v2148 = arith.extui %v2147 : i1 to i64
  call @printI64(%v2148) : (i64) -> ()
  %v2149 = arith.cmpi sle, %v1380, %v1378 : i16
  %v2150 = arith.extui %v2149 : i1 to i64
  call @printI64(%v2150) : (i64) -> ()
  call @printNewline() : () -> ()
  %v2151 = arith.cmpi sgt, %v1375, %v1375 : i16
  %v2152 = arith.extui %v2151 : i1 to i64
  call @printI64(%v2152) : (i64) -> ()
  %v2153 = arith.cmpi sgt, %v1375, %v1378 : i16
  %v2154 = arith.extui %v2153 : i1 to i64
  call @printI64(%v2154) : (i64) -> ()
  %v2155 = arith.cmpi sgt, %v1376, %v1375 : i16
  %v2156 = arith.extui %v2155 : i1 to i64
  call @printI64(%v2156) : (i64) -> ()
  %v2157 = arith.cmpi sgt, %v1376, %v1378 : i16
  %v2158 = arith.extui %v2157 : i1 to i64
  call @printI64(%v2158) : (i64) -> ()
  %v2159 = arith.cmpi sgt, %v1377, %v1375 : i16
  %v2160 = arith.extui %v2159 : i1 to i64
  call @printI64(%v2160) : (i64) -> ()
  %v2161 = arith.cmpi sgt, %v1377, %v1378 : i16
  %v2162 = arith.extui %v2161 : i1 to i64
  call @printI64(%v2162) : (i64) -> ()
  %v2163 = arith.cmpi sgt, %v1378, %v1375 : i16
  %v2164 = arith.extui %v2163 : i1 to i64
  call @printI64(%v2164) : (i64) -> ()
  %v2165 = arith.cmpi sgt, %v1378, %v1378 : i16
  %v2166 = arith.extui %v2165 : i1 to i64
  call @printI64(%v2166) : (i64) -> ()
  %v2167 = arith.cmpi sgt, %v1379, %v1375 : i16
  %v2168 = arith.extui %v2167 : i1 to i64
  call @printI64(%v2168) : (i64) -> ()
  %v2169 = arith.cmpi sgt, %v1379, %v1378 : i16
  %v2170 = arith.extui %v2169 : i1 to i64
  call @printI64(%v2170) : (i64) -> ()
  %v2171 = arith.cmpi sgt, %v1380, %v1375 : i16
  %v2172 = arith.extui %v2171 : i1 to i64
  call @printI64(%v2172) : (i64) -> ()
  %v2173 = arith.cmpi sgt, %v1380, %v1378 : i16
  %v2174 = arith.extui %v2173 : i1 to i64
  call @printI64(%v2174) : (i64) -> ()
  call @printNewline() : () -> ()
  %v2175 = arith.cmpi sge, %v1375, %v1375 : i16
  %v2176 = arith.extui %v2175 : i1 to i64
  call @printI64(%v2176) : (i64) -> ()
  %v2177 = arith.cmpi sge, %v1375, %v1378 : i16
  %v2178 = arith.extui %v2177 : i1 to i64
  call @printI64(%v2178) : (i64) -> ()
  %v2179 = arith.cmpi sge, %v1376, %v1375 : i16
  %v2180 = arith.extui %v2179 : i1 to i64
  call @printI64(%v2180) : (i64) -> ()
  %v2181 = arith.cmpi sge, %v1376, %v1378 : i16
  %v2182 = arith.extui %v2181 : i1 to i64
  call @printI64(%v2182) : (i64) -> ()
  %v2183 = arith.cmpi sge, %v1377, %v1375 : i16
  %v2184 = arith.extui %v2183 : i1 to i64
  call @printI64(%v2184) : (i64) -> ()
  %v2185 = arith.cmpi sge, %v1377, %v1378 : i16
  %v2186 = arith.extui %v2185 : i1 to i64
  call @printI64(%v2186) : (i64) -> ()
  %v2187 = arith.cmpi sge, %v1378, %v1375 : i16
  %v2188 = arith.extui %v2187 : i1 to i64
  call @printI64(%v2188) : (i64) -> ()
  %v2189 = arith.cmpi sge, %v1378, %v1378 : i16
  %v2190 = arith.extui %v2189 : i1 to i64
  call @printI64(%v2190) : (i64) -> ()
  %v2191 = arith.cmpi sge, %v1379, %v1375 : i16
  %v2192 = arith.extui %v2191 : i1 to i64
  call @printI64(%v2192) : (i64) -> ()
  %v2193 = arith.cmpi sge, %v1379, %v1378 : i16
  %v2194 = arith.extui %v2193 : i1 to i64
  call @printI64(%v2194) : (i64) -> ()
  %v2195 = arith.cmpi sge, %v1380, %v1375 : i16
  %v2196 = arith.extui %v2195 : i1 to i64
  call @printI64(%v2196) : (i64) -> ()
  %v2197 = arith.cmpi sge, %v1380, %v1378 : i16
  %v2198 = arith.extui %v2197 : i1 to i64
  call @printI64(%v2198) : (i64) -> ()
  call @printNewline() : () -> ()
  %v2199 = arith.cmpi ult, %v1375, %v1375 : i16
  %v2200 = arith.extui %v2199 : i1 to i64
  call @printI64(%v2200) : (i64) -> ()
  %v2201 = arith.cmpi ult, %v1375, %v1378 : i16
  %v2202 = arith.extui %v2201 : i1 to i64
  call @printI64(%v2202) : (i64) -> ()
  %v2203 = arith.cmpi ult, %v1376, %v1375 : i16
  %v2204 = arith.extui %v2203 : i1 to i64
  call @printI64(%v2204) : (i64) -> ()
  %v2205 = arith.cmpi ult, %v1376, %v1378 : i16
  %v2206 = arith.extui %v2205 : i1 to i64
  call @printI64(%v2206) : (i64) -> ()
  %v2207 = arith.cmpi ult, %v1377, %v1375 : i16
  %v2208 = arith.extui %v2207 : i1 to i64
  call @printI64(%v2208) : (i64) -> ()
  %v2209 = arith.cmpi ult, %v1377, %v1378 : i16
  %v2210 = arith.extui %v2209 : i1 to i64
  call @printI64(%v2210) : (i64) -> ()
  %v2211 = arith.cmpi ult, %v1378, %v1375 : i16
  %v2212 = arith.extui %v2211 : i1 to i64
  call @printI64(%v2212) : (i64) -> ()
  %v2213 = arith.cmpi ult, %v1378, %v1378 : i16
  %v2214 = arith.extui %v2213 : i1 to i64
  call @printI64(%v2214) : (i64) -> ()
  %v2215 = arith.cmpi ult, %v1379, %v1375 : i16
  %v2216 = arith.extui %v2215 : i1 to i64
  call @printI64(%v2216) : (i64) -> ()
  %v2217 = arith.cmpi ult, %v1379, %v1378 : i16
  %v2218 = arith.extui %v2217 : i1 to i64
  call @printI64(%v2218) : (i64) -> ()
  %v2219 = arith.cmpi ult, %v1380, %v1375 : i16
  %v2220 = arith.extui %v2219 : i1 to i64
  call @printI64(%v2220) : (i64) -> ()
  %v2221 = arith.cmpi ult, %v1380, %v1378 : i16
  %v2222 = arith.extui %v2221 : i1 to i64
  call @printI64(%v2222) : (i64) -> ()
  call @printNewline() : () -> ()
  %v2223 = arith.cmpi ule, %v1375, %v1375 : i16
  %v2224 = arith.extui %v2223 : i1 to i64
  call @printI64(%v2224) : (i64) -> ()
  %v2225 = arith.cmpi ule, %v1375, %v1378 : i16
  %v2226 = arith.extui %v2225 : i1 to i64
  call @printI64(%v2226) : (i64) -> ()
  %v2227 = arith.cmpi ule, %v1376, %v1375 : i16
  %v2228 = arith.extui %v2227 : i1 to i64
  call @printI64(%v2228) : (i64) -> ()
  %v2229 = arith.cmpi ule, %v1376, %v1378 : i16
  %v2230 = arith.extui %v2229 : i1 to i64
  call @printI64(%v2230) : (i64) -> ()
  %v2231 = arith.cmpi ule, %v1377, %v1375 : i16
  %v2232 = arith.extui %v2231 : i1 to i64
  call @printI64(%v2232) : (i64) -> ()
  %v2233 = arith.cmpi ule, %v1377, %v1378 : i16
  %v2234 = arith.extui %v2233 : i1 to i64
  call @printI64(%v2234) : (i64) -> ()
  %v2235 = arith.cmpi ule, %v1378, %v1375 : i16
  %v2236 = arith.extui %v2235 : i1 to i64
  call @printI64(%v2236) : (i64) -> ()
  %v2237 = arith.cmpi ule, %v1378, %v1378 : i16
  %v2238 = arith.extui %v2237 : i1 to i64
  call @printI64(%v2238) : (i64) -> ()
  %v2239 = arith.cmpi ule, %v1379, %v1375 : i16
  %v2240 = arith.extui %v2239 : i1 to i64
  call @printI64(%v2240) : (i64) -> ()
  %v2241 = arith.cmpi ule, %v1379, %v1378 : i16
  %v2242 = arith.extui %v2241 : i1 to i64
  call @printI64(%v2242) : (i64) -> ()
  %v2243 = arith.cmpi ule, %v1380, %v1375 : i16
  %v2244 = arith.extui %v2243 : i1 to i64
  call @printI64(%v2244) : (i64) -> ()
  %v2245 = arith.cmpi ule, %v1380, %v1378 : i16
  %v2246 = arith.extui %v2245 : i1 to i64
  call @printI64(%v2246) : (i64) -> ()
  call @printNewline() : () -> ()
  %v2247 = arith.cmpi ugt, %v1375, %v1375 : i16
  %v2248 = arith.extui %v2247 : i1 to i64
  call @printI64(%v2248) : (i64) -> ()
  %v2249 = arith.cmpi ugt, %v1375, %v1378 : i16
  %v2250 = arith.extui %v2249 : i1 to i64
  call @printI64(%v2250) : (i64) -> ()
  %v2251 = arith.cmpi ugt, %v1376, %v1375 : i16
  %v2252 = arith.extui %v2251 : i1 to i64
  call @printI64(%v2252) : (i64) -> ()
  %v2253 = arith.cmpi ugt, %v1376, %v1378 : i16
  %v2254 = arith.extui %v2253 : i1 to i64
  call @printI64(%v2254) : (i64) -> ()
  %v2255 = arith.cmpi ugt, %v1377, %v1375 : i16
  %v2256 = arith.extui %v2255 : i1 to i64
  call @printI64(%v2256) : (i64) -> ()
  %v2257 = arith.cmpi ugt, %v1377, %v1378 : i16
  %v2258 = arith.extui %v2257 : i1 to i64
  call @printI64(%v2258) : (i64) -> ()
  %v2259 = arith.cmpi ugt, %v1378, %v1375 : i16
  %v2260 = arith.extui %v2259 : i1 to i64
  call @printI64(%v2260) : (i64) -> ()
  %v2261 = arith.cmpi ugt, %v1378, %v1378 : i16
  %v2262 = arith.extui %v2261 : i1 to i64
  call @printI64(%v2262) : (i64) -> ()
  %v2263 = arith.cmpi ugt, %v1379, %v1375 : i16
  %v2264 = arith.extui %v2263 : i1 to i64
  call @printI64(%v2264) : (i64) -> ()
  %v2265 = arith.cmpi ugt, %v1379, %v1378 : i16
  %v2266 = arith.extui %v2265 : i1 to i64
  call @printI64(%v2266) : (i64) -> ()
  %v2267 = arith.cmpi ugt, %v1380, %v1375 : i16
  %v2268 = arith.extui %v2267 : i1 to i64
  call @printI64(%v2268) : (i64) -> ()
  %v2269 = arith.cmpi ugt, %v1380, %v1378 : i16
  %v2270 = arith.extui %v2269 : i1 to i64
  call @printI64(%v2270) : (i64) -> ()
  call @printNewline() : () -> ()
  %v2271 = arith.cmpi uge, %v1375, %v1375 : i16
  %v2272 = arith.extui %v2271 : i1 to i64
  call @printI64(%v2272) : (i64) -> ()
  %v2273 = arith.cmpi uge, %v1375, %v1378 : i16
  %v2274 = arith.extui %v2273 : i1 to i64
  call @printI64(%v2274) : (i64) -> ()
  %v2275 = arith.cmpi uge, %v1376, %v1375 : i16
  %v2276 = arith.extui %v2275 : i1 to i64
  call @printI64(%v2276) : (i64) -> ()
  %v2277 = arith.cmpi uge, %v1376, %v1378 : i16
  %v2278 = arith.extui %v2277 : i1 to i64
  call @printI64(%v2278) : (i64) -> ()
  %v2279 = arith.cmpi uge, %v1377, %v1375 : i16
  %v2280 = arith.extui %v2279 : i1 to i64
  call @printI64(%v2280) : (i64) -> ()
  %v2281 = arith.cmpi uge, %v1377, %v1378 : i16
  %v2282 = arith.extui %v2281 : i1 to i64
  call @printI64(%v2282) : (i64) -> ()
  %v2283 = arith.cmpi uge, %v1378, %v1375 : i16
  %v2284 = arith.extui %v2283 : i1 to i64
  call @printI64(%v2284) : (i64) -> ()
  %v2285 = arith.cmpi uge, %v1378, %v1378 : i16
  %v2286 = arith.extui %v2285 : i1 to i64
  call @printI64(%v2286) : (i64) -> ()
  %v2287 = arith.cmpi uge, %v1379, %v1375 : i16
  %v2288 = arith.extui %v2287 : i1 to i64
  call @printI64(%v2288) : (i64) -> ()
  %v2289 = arith.cmpi uge, %v1379, %v1378 : i16
  %v2290 = arith.extui %v2289 : i1 to i64
  call @printI64(%v2290) : (i64) -> ()
  %v2291 = arith.cmpi uge, %v1380, %v1375 : i16
  %v2292 = arith.extui %v2291 : i1 to i64
  call @printI64(%v2292) : (i64) -> ()
  %v2293 = arith.cmpi uge, %v1380, %v1378 : i16
  %v2294 = arith.extui %v2293 : i1 to i64
  call @printI64(%v2294) : (i64) -> ()
  call @printNewline() : () -> ()
  %v2295 = arith.trunci %v1375 : i16 to i8
  %v2296 = arith.extsi %v2295 : i8 to i64
  call @printI64(%v2296) : (i64) -> ()
  call @printComma() : () -> ()
  %v2297 = arith.extsi %v1375 : i16 to i32
  %v2298 = arith.extsi %v2297 : i32 to i64
  call @printI64(%v2298) : (i64) -> ()
  call @printComma() : () -> ()
  %v2299 = arith.extui %v1375 : i16 to i32
  %v2300 = arith.extsi %v2299 : i32 to i64
  call @printI64(%v2300) : (i64) -> ()
  call @printComma() : () -> ()
  %v2301 = arith.extsi %v1375 : i16 to i64
  call @printI64(%v2301) : (i64) -> ()
  call @printComma() : () -> ()
  %v2302 = arith.extui %v1375 : i16 to i64
  call @printI64(%v2302) : (i64) -> ()
  call @printComma() : () -> ()
  %v2303 = arith.sitofp %v1375 : i16 to f64
  call @printF64(%v2303) : (f64) -> ()
  call @printComma() : () -> ()
  %v2304 = arith.uitofp %v1375 : i16 to f32
  call @printF32(%v2304) : (f32) -> ()
  call @printComma() : () -> ()
  %v2305 = arith.index_cast %v1375 : i16 to index
  %v2306 = arith.index_cast %v2305 : index to i64
  call @printI64(%v2306) : (i64) -> ()
  call @printComma() : () -> ()
  %v2307 = arith.trunci %v1376 : i16 to i8
  %v2308 = arith.extsi %v2307 : i8 to i64
  call @printI64(%v2308) : (i64) -> ()
  call @printComma() : () -> ()
  %v2309 = arith.extsi %v1376 : i16 to i32
  %v2310 = arith.extsi %v2309 : i32 to i64
  call @printI64(%v2310) : (i64) -> ()
  call @printComma() : () -> ()
  %v2311 = arith.extui %v1376 : i16 to i32
  %v2312 = arith.extsi %v2311 : i32 to i64
  call @printI64(%v2312) : (i64) -> ()
  call @printComma() : () -> ()
  %v2313 = arith.extsi %v1376 : i16 to i64
  call @printI64(%v2313) : (i64) -> ()
  call @printComma() : () -> ()
  %v2314 = arith.extui %v1376 : i16 to i64
  call @printI64(%v2314) : (i64) -> ()
  call @printComma() : () -> ()
  %v2315 = arith.sitofp %v1376 : i16 to f64
  call @printF64(%v2315) : (f64) -> ()
  call @printComma() : () -> ()
  %v2316 = arith.uitofp %v1376 : i16 to f32
  call @printF32(%v2316) : (f32) -> ()
  call @printComma() : () -> ()
  %v2317 = arith.index_cast %v1376 : i16 to index
  %v2318 = arith.index_cast %v2317 : index to i64
  call @printI64(%v2318) : (i64) -> ()
  call @printComma() : () -> ()
  %v2319 = arith.trunci %v1377 : i16 to i8
  %v2320 = arith.extsi %v2319 : i8 to i64
  call @printI64(%v2320) : (i64) -> ()
  call @printComma() : () -> ()
  %v2321 = arith.extsi %v1377 : i16 to i32
  %v2322 = arith.extsi %v2321 : i32 to i64
  call @printI64(%v2322) : (i64) -> ()
  call @printComma() : () -> ()
  %v2323 = arith.extui %v1377 : i16 to i32
  %v2324 = arith.extsi %v2323 : i32 to i64
  call @printI64(%v2324) : (i64) -> ()
  call @printComma() : () -> ()
  %v2325 = arith.extsi %v1377 : i16 to i64
  call @printI64(%v2325) : (i64) -> ()
  call @printComma() : () -> ()
  %v2326 = arith.extui %v1377 : i16 to i64
  call @printI64(%v2326) : (i64) -> ()
  call @printComma() : () -> ()
  %v2327 = arith.sitofp %v1377 : i16 to f64
  call @printF64(%v2327) : (f64) -> ()
  call @printComma() : () -> ()
  %v2328 = arith.uitofp %v1377 : i16 to f32
  call @printF32(%v2328) : (f32) -> ()
  call @printComma() : () -> ()
  %v2329 = arith.index_cast %v1377 : i16 to index
  %v2330 = arith.index_cast %v2329 : index to i64
  call @printI64(%v2330) : (i64) -> ()
  call @printComma() : () -> ()
  %v2331 = arith.trunci %v1378 : i16 to i8
  %v2332 = arith.extsi %v2331 : i8 to i64
  call @printI64(%v2332) : (i64) -> ()
  call @printComma() : () -> ()
  %v2333 = arith.extsi %v1378 : i16 to i32
  %v2334 = arith.extsi %v2333 : i32 to i64
  call @printI64(%v2334) : (i64) -> ()
  call @printComma() : () -> ()
  %v2335 = arith.extui %v1378 : i16 to i32
  %v2336 = arith.extsi %v2335 : i32 to i64
  call @printI64(%v2336) : (i64) -> ()
  call @printComma() : () -> ()
  %v2337 = arith.extsi %v1378 : i16 to i64
  call @printI64(%v2337) : (i64) -> ()
  call @printComma() : () -> ()
  %v2338 = arith.extui %v1378 : i16 to i64
  call @printI64(%v2338) : (i64) -> ()
  call @printComma() : () -> ()
  %v2339 = arith.sitofp %v1378 : i16 to f64
  call @printF64(%v2339) : (f64) -> ()
  call @printComma() : () -> ()
  %v2340 = arith.uitofp %v1378 : i16 to f32
  call @printF32(%v2340) : (f32) -> ()
  call @printComma() : () -> ()
  %v2341 = arith.index_cast %v1378 : i16 to index
  %v2342 = arith.index_cast %v2341 : index to i64
  call @printI64(%v2342) : (i64) -> ()
  call @printComma() : () -> ()
  %v2343 = arith.trunci %v1379 : i16 to i8
  %v2344 = arith.extsi %v2343 : i8 to i64
  call @printI64(%v2344) : (i64) -> ()
  call @printComma() : () -> ()
  %v2345 = arith.extsi %v1379 : i16 to i32
  %v2346 = arith.extsi %v2345 : i32 to i64
  call @printI64(%v2346) : (i64) -> ()
  call @printComma() : () -> ()
  %v2347 = arith.extui %v1379 : i16 to i32
  %v2348 = arith.extsi %v2347 : i32 to i64
  call @printI64(%v2348) : (i64) -> ()
  call @printComma() : () -> ()
  %v2349 = arith.extsi %v1379 : i16 to i64
  call @printI64(%v2349) : (i64) -> ()
  call @printComma() : () -> ()
  %v2350 = arith.extui %v1379 : i16 to i64
  call @printI64(%v2350) : (i64) -> ()
  call @printComma() : () -> ()
  %v2351 = arith.sitofp %v1379 : i16 to f64
  call @printF64(%v2351) : (f64) -> ()
  call @printComma() : () -> ()
  %v2352 = arith.uitofp %v1379 : i16 to f32
  call @printF32(%v2352) : (f32) -> ()
  call @printComma() : () -> ()
  %v2353 = arith.index_cast %v1379 : i16 to index
  %v2354 = arith.index_cast %v2353 : index to i64
  call @printI64(%v2354) : (i64) -> ()
  call @printComma() : () -> ()
  %v2355 = arith.trunci %v1380 : i16 to i8
  %v2356 = arith.extsi %v2355 : i8 to i64
  call @printI64(%v2356) : (i64) -> ()
  call @printComma() : () -> ()
  %v2357 = arith.extsi %v1380 : i16 to i32
  %v2358 = arith.extsi %v2357 : i32 to i64
  call @printI64(%v2358) : (i64) -> ()
  call @printComma() : () -> ()
  %v2359 = arith.extui %v1380 : i16 to i32
  %v2360 = arith.extsi %v2359 : i32 to i64
  call @printI64(%v2360) : (i64) -> ()
  call @printComma() : () -> ()
  %v2361 = arith.extsi %v1380 : i16 to i64
  call @printI64(%v2361) : (i64) -> ()
  call @printComma() : () -> ()
  %v2362 = arith.extui %v1380 : i16 to i64
  call @printI64(%v2362) : (i64) -> ()
  call @printComma() : () -> ()
  %v2363 = arith.sitofp %v1380 : i16 to f64
  call @printF64(%v2363) : (f64) -> ()
  call @printComma() : () -> ()
  %v2364 = arith.uitofp %v1380 : i16 to f32
  call @printF32(%v2364) : (f32) -> ()
  call @printComma() : () -> ()
  %v2365 = arith.index_cast %v1380 : i16 to index
  %v2366 = arith.index_cast %v2365 : index to i64
  call @printI64(%v2366) : (i64) -> ()
  call @printComma() : () -> ()
  call @printNewline() : () -> ()
  %v2367 = arith.constant 0 : i32
  %v2368 = arith.constant 1 : i32
  %v2369 = arith.constant 2147483647 : i32
  %v2370 = arith.constant -2147483648 : i32
  %v2371 = arith.constant -1 : i32
  %v2372 = arith.constant 7 : i32
  %v2373 = arith.constant -9 : i32
  %v2374 = arith.addi %v2367, %v2367 : i32
  %v2375 = arith.extsi %v2374 : i32 to i64
  call @printI64(%v2375) : (i64) -> ()
  call @printComma() : () -> ()
  %v2376 = arith.addi %v2367, %v2370 : i32
  %v2377 = arith.extsi %v2376 : i32 to i64
  call @printI64(%v2377) : (i64) -> ()
  call @printComma() : () -> ()
  %v2378 = arith.addi %v2367, %v2373 : i32
  %v2379 = arith.extsi %v2378 : i32 to i64
  call @printI64(%v2379) : (i64) -> ()
  call @printComma() : () -> ()
  %v2380 = arith.addi %v2368, %v2369 : i32
  %v2381 = arith.extsi %v2380 : i32 to i64
  call @printI64(%v2381) : (i64) -> ()
  call @printComma() : () -> ()
  %v2382 = arith.addi %v2368, %v2372 : i32
  %v2383 = arith.extsi %v2382 : i32 to i64
  call @printI64(%v2383) : (i64) -> ()
  call @printComma() : () -> ()
  %v2384 = arith.addi %v2369, %v2368 : i32
  %v2385 = arith.extsi %v2384 : i32 to i64
  call @printI64(%v2385) : (i64) -> ()
  call @printComma() : () -> ()
  %v2386 = arith.addi %v2369, %v2371 : i32
  %v2387 = arith.extsi %v2386 : i32 to i64
  call @printI64(%v2387) : (i64) -> ()
  call @printComma() : () -> ()
  %v2388 = arith.addi %v2370, %v2367 : i32
  %v2389 = arith.extsi %v2388 : i32 to i64
  call @printI64(%v2389) : (i64) -> ()
  call @printComma() : () -> ()
  %v2390 = arith.addi %v2370, %v2370 : i32
  %v2391 = arith.extsi %v2390 : i32 to i64
  call @printI64(%v2391) : (i64) -> ()
  call @printComma() : () -> ()
  %v2392 = arith.addi %v2370, %v2373 : i32
  %v2393 = arith.extsi %v2392 : i32 to i64
  call @printI64(%v2393) : (i64) -> ()
  call @printComma() : () -> ()
  %v2394 = arith.addi %v2371, %v2369 : i32
  %v2395 = arith.extsi %v2394 : i32 to i64
  call @printI64(%v2395) : (i64) -> ()
  call @printComma() : () -> ()
  %v2396 = arith.addi %v2371, %v2372 : i32
  %v2397 = arith.extsi %v2396 : i32 to i64
  call @printI64(%v2397) : (i64) -> ()
  call @printComma() : () -> ()
  %v2398 = arith.addi %v2372, %v2368 : i32
  %v2399 = arith.extsi %v2398 : i32 to i64
  call @printI64(%v2399) : (i64) -> ()
  call @printComma() : () -> ()
  %v2400 = arith.addi %v2372, %v2371 : i32
  %v2401 = arith.extsi %v2400 : i32 to i64
  call @printI64(%v2401) : (i64) -> ()
  call @printComma() : () -> ()
  %v2402 = arith.addi %v2373, %v2367 : i32
  %v2403 = arith.extsi %v2402 : i32 to i64
  call @printI64(%v2403) : (i64) -> ()
  call @printComma() : () -> ()
  %v2404 = arith.addi %v2373, %v2370 : i32
  %v2405 = arith.extsi %v2404 : i32 to i64
  call @printI64(%v2405) : (i64) -> ()
  call @printComma() : () -> ()
  %v2406 = arith.addi %v2373, %v2373 : i32
  %v2407 = arith.extsi %v2406 : i32 to i64
  call @printI64(%v2407) : (i64) -> ()
  call @printComma() : () -> ()
  call @printNewline() : () -> ()
  %v2408 = arith.subi %v2367, %v2367 : i32
  %v2409 = arith.extsi %v2408 : i32 to i64
  call @printI64(%v2409) : (i64) -> ()
  call @printComma() : () -> ()
  %v2410 = arith.subi %v2367, %v2370 : i32
  %v2411 = arith.extsi %v2410 : i32 to i64
  call @printI64(%v2411) : (i64) -> ()
  call @printComma() : () -> ()
  %v2412 = arith.subi %v2367, %v2373 : i32
  %v2413 = arith.extsi %v2412 : i32 to i64
  call @printI64(%v2413) : (i64) -> ()
  call @printComma() : () -> ()
  %v2414 = arith.subi %v2368, %v2369 : i32
  %v2415 = arith.extsi %v2414 : i32 to i64
  call @printI64(%v2415) : (i64) -> ()
  call @printComma() : () -> ()
  %v2416 = arith.subi %v2368, %v2372 : i32
  %v2417 = arith.extsi %v2416 : i32 to i64
  call @printI64(%v2417) : (i64) -> ()
  call @printComma() : () -> ()
  %v2418 = arith.subi %v2369, %v2368 : i32
  %v2419 = arith.extsi %v2418 : i32 to i64
  call @printI64(%v2419) : (i64) -> ()
  call @printComma() : () -> ()
  %v2420 = arith.subi %v2369, %v2371 : i32
  %v2421 = arith.extsi %v2420 : i32 to i64
  call @printI64(%v2421) : (i64) -> ()
  call @printComma() : () -> ()
  %v2422 = arith.subi %v2370, %v2367 : i32
  %v2423 = arith.extsi %v2422 : i32 to i64
  call @printI64(%v2423) : (i64) -> ()
  call @printComma() : () -> ()
  %v2424 = arith.subi %v2370, %v2370 : i32
  %v2425 = arith.extsi %v2424 : i32 to i64
  call @printI64(%v2425) : (i64) -> ()
  call @printComma() : () -> ()
  %v2426 = arith.subi %v2370, %v2373 : i32
  %v2427 = arith.extsi %v2426 : i32 to i64
  call @printI64(%v2427) : (i64) -> ()
  call @printComma() : () -> ()
  %v2428 = arith.subi %v2371, %v2369 : i32
  %v2429 = arith.extsi %v2428 : i32 to i64
  call @printI64(%v2429) : (i64) -> ()
  call @printComma() : () -> ()
  %v2430 = arith.subi %v2371, %v2372 : i32
  %v2431 = arith.extsi %v2430 : i32 to i64
  call @printI64(%v2431) : (i64) -> ()
  call @printComma() : () -> ()
  %v2432 = arith.subi %v2372, %v2368 : i32
  %v2433 = arith.extsi %v2432 : i32 to i64
  call @printI64(%v2433) : (i64) -> ()
  call @printComma() : () -> ()
  %v2434 = arith.subi %v2372, %v2371 : i32
  %v2435 = arith.extsi %v2434 : i32 to i64
  call @printI64(%v2435) : (i64) -> ()
  call @printComma() : () -> ()
  %v2436 = arith.subi %v2373, %v2367 : i32
  %v2437 = arith.extsi %v2436 : i32 to i64
  call @printI64(%v2437) : (i64) -> ()
  call @printComma() : () -> ()
  %v2438 = arith.subi %v2373, %v2370 : i32
  %v2439 = arith.extsi %v2438 : i32 to i64
  call @printI64(%v2439) : (i64) -> ()
  call @printComma() : () -> ()
  %v2440 = arith.subi %v2373, %v2373 : i32
  %v2441 = arith.extsi %v2440 : i32 to i64
  call @printI64(%v2441) : (i64) -> ()
  call @printComma() : () -> ()
  call @printNewline() : () -> ()
  %v2442 = arith.muli %v2367, %v2367 : i32
  %v2443 = arith.extsi %v2442 : i32 to i64
  call @printI64(%v2443) : (i64) -> ()
  call @printComma() : () -> ()
  %v2444 = arith.muli %v2367, %v2370 : i32
  %v2445 = arith.extsi %v2444 : i32 to i64
  call @printI64(%v2445) : (i64) -> ()
  call @printComma() : () -> ()
  %v2446 = arith.muli %v2367, %v2373 : i32
  %v2447 = arith.extsi %v2446 : i32 to i64
  call @printI64(%v2447) : (i64) -> ()
  call @printComma() : () -> ()
  %v2448 = arith.muli %v2368, %v2369 : i32
  %v2449 = arith.extsi %v2448 : i32 to i64
  call @printI64(%v2449) : (i64) -> ()
  call @printComma() : () -> ()
  %v2450 = arith.muli %v2368, %v2372 : i32
  %v2451 = arith.extsi %v2450 : i32 to i64
  call @printI64(%v2451) : (i64) -> ()
  call @printComma() : () -> ()
  %v2452 = arith.muli %v2369, %v2368 : i32
  %v2453 = arith.extsi %v2452 : i32 to i64
  call @printI64(%v2453) : (i64) -> ()
  call @printComma() : () -> ()
  %v2454 = arith.muli %v2369, %v2371 : i32
  %v2455 = arith.extsi %v2454 : i32 to i64
  call @printI64(%v2455) : (i64) -> ()
  call @printComma() : () -> ()
  %v2456 = arith.muli %v2370, %v2367 : i32
  %v2457 = arith.extsi %v2456 : i32 to i64
  call @printI64(%v2457) : (i64) -> ()
  call @printComma() : () -> ()
  %v2458 = arith.muli %v2370, %v2370 : i32
  %v2459 = arith.extsi %v2458 : i32 to i64
  call @printI64(%v2459) : (i64) -> ()
  call @printComma() : () -> ()
  %v2460 = arith.muli %v2370, %v2373 : i32
  %v2461 = arith.extsi %v2460 : i32 to i64
  call @printI64(%v2461) : (i64) -> ()
  call @printComma() : () -> ()
  %v2462 = arith.muli %v2371, %v2369 : i32
  %v2463 = arith.extsi %v2462 : i32 to i64
  call @printI64(%v2463) : (i64) -> ()
  call @printComma() : () -> ()
  %v2464 = arith.muli %v2371, %v2372 : i32
  %v2465 = arith.extsi %v2464 : i32 to i64
  call @printI64(%v2465) : (i64) -> ()
  call @printComma() : () -> ()
  %v2466 = arith.muli %v2372, %v2368 : i32
  %v2467 = arith.extsi %v2466 : i32 to i64
  call @printI64(%v2467) : (i64) -> ()
  call @printComma() : () -> ()
  %v2468 = arith.muli %v2372, %v2371 : i32
  %v2469 = arith.extsi %v2468 : i32 to i64
  call @printI64(%v2469) : (i64) -> ()
  call @printComma() : () -> ()
  %v2470 = arith.muli %v2373, %v2367 : i32
  %v2471 = arith.extsi %v2470 : i32 to i64
  call @printI64(%v2471) : (i64) -> ()
  call @printComma() : () -> ()
  %v2472 = arith.muli %v2373, %v2370 : i32
  %v2473 = arith.extsi %v2472 : i32 to i64
  call @printI64(%v2473) : (i64) -> ()
  call @printComma() : () -> ()
  %v2474 = arith.muli %v2373, %v2373 : i32
  %v2475 = arith.extsi %v2474 : i32 to i64
  call @printI64(%v2475) : (i64) -> ()
  call @printComma() : () -> ()
  call @printNewline() : () -> ()
  %v2476 = arith.andi %v2367, %v2367 : i32
  %v2477 = arith.extsi %v2476 : i32 to i64
  call @printI64(%v2477) : (i64) -> ()
  call @printComma() : () -> ()
  %v2478 = arith.andi %v2367, %v2370 : i32
  %v2479 = arith.extsi %v2478 : i32 to i64
  call @printI64(%v2479) : (i64) -> ()
  call @printComma() : () -> ()
  %v2480 = arith.andi %v2367, %v2373 : i32
  %v2481 = arith.extsi %v2480 : i32 to i64
  call @printI64(%v2481) : (i64) -> ()
  call @printComma() : () -> ()
  %v2482 = arith.andi %v2368, %v2369 : i32
  %v2483 = arith.extsi %v2482 : i32 to i64
  call @printI64(%v2483) : (i64) -> ()
  call @printComma() : () -> ()
  %v2484 = arith.andi %v2368, %v2372 : i32
  %v2485 = arith.extsi %v2484 : i32 to i64
  call @printI64(%v2485) : (i64) -> ()
  call @printComma() : () -> ()
  %v2486 = arith.andi %v2369, %v2368 : i32
  %v2487 = arith.extsi %v2486 : i32 to i64
  call @printI64(%v2487) : (i64) -> ()
  call @printComma() : () -> ()
  %v2488 = arith.andi %v2369, %v2371 : i32
  %v2489 = arith.extsi %v2488 : i32 to i64
  call @printI64(%v2489) : (i64) -> ()
  call @printComma() : () -> ()
  %v2490 = arith.andi %v2370, %v2367 : i32
  %v2491 = arith.extsi %v2490 : i32 to i64
  call @printI64(%v2491) : (i64) -> ()
  call @printComma() : () -> ()
  %v2492 = arith.andi %v2370, %v2370 : i32
  %v2493 = arith.extsi %v2492 : i32 to i64
  call @printI64(%v2493) : (i64) -> ()
  call @printComma() : () -> ()
  %v2494 = arith.andi %v2370, %v2373 : i32
  %v2495 = arith.extsi %v2494 : i32 to i64
  call @printI64(%v2495) : (i64) -> ()
  call @printComma() : () -> ()
  %v2496 = arith.andi %v2371, %v2369 : i32
  %v2497 = arith.extsi %v2496 : i32 to i64
  call @printI64(%v2497) : (i64) -> ()
  call @printComma() : () -> ()
  %v2498 = arith.andi %v2371, %v2372 : i32
  %v2499 = arith.extsi %v2498 : i32 to i64
  call @printI64(%v2499) : (i64) -> ()
  call @printComma() : () -> ()
  %v2500 = arith.andi %v2372, %v2368 : i32
  %v2501 = arith.extsi %v2500 : i32 to i64
  call @printI64(%v2501) : (i64) -> ()
  call @printComma() : () -> ()
  %v2502 = arith.andi %v2372, %v2371 : i32
  %v2503 = arith.extsi %v2502 : i32 to i64
  call @printI64(%v2503) : (i64) -> ()
  call @printComma() : () -> ()
  %v2504 = arith.andi %v2373, %v2367 : i32
  %v2505 = arith.extsi %v2504 : i32 to i64
  call @printI64(%v2505) : (i64) -> ()
  call @printComma() : () -> ()
  %v2506 = arith.andi %v2373, %v2370 : i32
  %v2507 = arith.extsi %v2506 : i32 to i64
  call @printI64(%v2507) : (i64) -> ()
  call @printComma() : () -> ()
  %v2508 = arith.andi %v2373, %v2373 : i32
  %v2509 = arith.extsi %v2508 : i32 to i64
  call @printI64(%v2509) : (i64) -> ()
  call @printComma() : () -> ()
  call @printNewline() : () -> ()
  %v2510 = arith.ori %v2367, %v2367 : i32
  %v2511 = arith.extsi %v2510 : i32 to i64
  call @printI64(%v2511) : (i64) -> ()
  call @printComma() : () -> ()
  %v2512 = arith.ori %v2367, %v2370 : i32
  %v2513 = arith.extsi %v2512 : i32 to i64
  call @printI64(%v2513) : (i64) -> ()
  call @printComma() : () -> ()
  %v2514 = arith.ori %v2367, %v2373 : i32
  %v2515 = arith.extsi %v2514 : i32 to i64
  call @printI64(%v2515) : (i64) -> ()
  call @printComma() : () -> ()
  %v2516 = arith.ori %v2368, %v2369 : i32
  %v2517 = arith.extsi %v2516 : i32 to i64
  call @printI64(%v2517) : (i64) -> ()
  call @printComma() : () -> ()
  %v2518 = arith.ori %v2368, %v2372 : i32
  %v2519 = arith.extsi %v2518 : i32 to i64
  call @printI64(%v2519) : (i64) -> ()
  call @printComma() : () -> ()
  %v2520 = arith.ori %v2369, %v2368 : i32
  %v2521 = arith.extsi %v2520 : i32 to i64
  call @printI64(%v2521) : (i64) -> ()
  call @printComma() : () -> ()
  %v2522 = arith.ori %v2369, %v2371 : i32
  %v2523 = arith.extsi %v2522 : i32 to i64
  call @printI64(%v2523) : (i64) -> ()
  call @printComma() : () -> ()
  %v2524 = arith.ori %v2370, %v2367 : i32
  %v2525 = arith.extsi %v2524 : i32 to i64
  call @printI64(%v2525) : (i64) -> ()
  call @printComma() : () -> ()
  %v2526 = arith.ori %v2370, %v2370 : i32
  %v2527 = arith.extsi %v2526 : i32 to i64
  call @printI64(%v2527) : (i64) -> ()
  call @printComma() : () -> ()
  %v2528 = arith.ori %v2370, %v2373 : i32
  %v2529 = arith.extsi %v2528 : i32 to i64
  call @printI64(%v2529) : (i64) -> ()
  call @printComma() : () -> ()
  %v2530 = arith.ori %v2371, %v2369 : i32
  %v2531 = arith.extsi %v2530 : i32 to i64
  call @printI64(%v2531) : (i64) -> ()
  call @printComma() : () -> ()
  %v2532 = arith.ori %v2371, %v2372 : i32
  %v2533 = arith.extsi %v2532 : i32 to i64
  call @printI64(%v2533) : (i64) -> ()
  call @printComma() : () -> ()
  %v2534 = arith.ori %v2372, %v2368 : i32
  %v2535 = arith.extsi %v2534 : i32 to i64
  call @printI64(%v2535) : (i64) -> ()
  call @printComma() : () -> ()
  %v2536 = arith.ori %v2372, %v2371 : i32
  %v2537 = arith.extsi %v2536 : i32 to i64
  call @printI64(%v2537) : (i64) -> ()
  call @printComma() : () -> ()
  %v2538 = arith.ori %v2373, %v2367 : i32
  %v2539 = arith.extsi %v2538 : i32 to i64
  call @printI64(%v2539) : (i64) -> ()
  call @printComma() : () -> ()
  %v2540 = arith.ori %v2373, %v2370 : i32
  %v2541 = arith.extsi %v2540 : i32 to i64
  call @printI64(%v2541) : (i64) -> ()
  call @printComma() : () -> ()
  %v2542 = arith.ori %v2373, %v2373 : i32
  %v2543 = arith.extsi %v2542 : i32 to i64
  call @printI64(%v2543) : (i64) -> ()
  call @printComma() : () -> ()
  call @printNewline() : () -> ()
  %v2544 = arith.xori %v2367, %v2367 : i32
  %v2545 = arith.extsi %v2544 : i32 to i64
  call @printI64(%v2545) : (i64) -> ()
  call @printComma() : () -> ()
  %v2546 = arith.xori %v2367, %v2370 : i32
  %v2547 = arith.extsi %v2546 : i32 to i64
  call @printI64(%v2547) : (i64) -> ()
  call @printComma() : () -> ()
  %v2548 = arith.xori %v2367, %v2373 : i32
  %v2549 = arith.extsi %v2548 : i32 to i64
  call @printI64(%v2549) : (i64) -> ()
  call @printComma() : () -> ()
  %v2550 = arith.xori %v2368, %v2369 : i32
  %v2551 = arith.extsi %v2550 : i32 to i64
  call @printI64(%v2551) : (i64) -> ()
  call @printComma() : () -> ()
  %v2552 = arith.xori %v2368, %v2372 : i32
  %v2553 = arith.extsi %v2552 : i32 to i64
  call @printI64(%v2553) : (i64) -> ()
  call @printComma() : () -> ()
  %v2554 = arith.xori %v2369, %v2368 : i32
  %v2555 = arith.extsi %v2554 : i32 to i64
  call @printI64(%v2555) : (i64) -> ()
  call @printComma() : () -> ()
  %v2556 = arith.xori %v2369, %v2371 : i32
  %v2557 = arith.extsi %v2556 : i32 to i64
  call @printI64(%v2557) : (i64) -> ()
  call @printComma() : () -> ()
  %v2558 = arith.xori %v2370, %v2367 : i32
  %v2559 = arith.extsi %v2558 : i32 to i64
  call @printI64(%v2559) : (i64) -> ()
  call @printComma() : () -> ()
  %v2560 = arith.xori %v2370, %v2370 : i32
  %v2561 = arith.extsi %v2560 : i32 to i64
  call @printI64(%v2561) : (i64) -> ()
  call @printComma() : () -> ()
  %v2562 = arith.xori %v2370, %v2373 : i32
  %v2563 = arith.extsi %v2562 : i32 to i64
  call @printI64(%v2563) : (i64) -> ()
  call @printComma() : () -> ()
  %v2564 = arith.xori %v2371, %v2369 : i32
  %v2565 = arith.extsi %v2564 : i32 to i64
  call @printI64(%v2565) : (i64) -> ()
  call @printComma() : () -> ()
  %v2566 = arith.xori %v2371, %v2372 : i32
  %v2567 = arith.extsi %v2566 : i32 to i64
  call @printI64(%v2567) : (i64) -> ()
  call @printComma() : () -> ()
  %v2568 = arith.xori %v2372, %v2368 : i32
  %v2569 = arith.extsi %v2568 : i32 to i64
  call @printI64(%v2569) : (i64) -> ()
  call @printComma() : () -> ()
  %v2570 = arith.xori %v2372, %v2371 : i32
  %v2571 = arith.extsi %v2570 : i32 to i64
  call @printI64(%v2571) : (i64) -> ()
  call @printComma() : () -> ()
  %v2572 = arith.xori %v2373, %v2367 : i32
  %v2573 = arith.extsi %v2572 : i32 to i64
  call @printI64(%v2573) : (i64) -> ()
  call @printComma() : () -> ()
  %v2574 = arith.xori %v2373, %v2370 : i32
  %v2575 = arith.extsi %v2574 : i32 to i64
  call @printI64(%v2575) : (i64) -> ()
  call @printComma() : () -> ()
  %v2576 = arith.xori %v2373, %v2373 : i32
  %v2577 = arith.extsi %v2576 : i32 to i64
  call @printI64(%v2577) : (i64) -> ()
  call @printComma() : () -> ()
  call @printNewline() : () -> ()
  %v2578 = arith.maxsi %v2367, %v2367 : i32
  %v2579 = arith.extsi %v2578 : i32 to i64
  call @printI64(%v2579) : (i64) -> ()
  call @printComma() : () -> ()
  %v2580 = arith.maxsi %v2367, %v2370 : i32
  %v2581 = arith.extsi %v2580 : i32 to i64
  call @printI64(%v2581) : (i64) -> ()
  call @printComma() : () -> ()
  %v2582 = arith.maxsi %v2367, %v2373 : i32
  %v2583 = arith.extsi %v2582 : i32 to i64
  call @printI64(%v2583) : (i64) -> ()
  call @printComma() : () -> ()
  %v2584 = arith.maxsi %v2368, %v2369 : i32
  %v2585 = arith.extsi %v2584 : i32 to i64
  call @printI64(%v2585) : (i64) -> ()
  call @printComma() : () -> ()
  %v2586 = arith.maxsi %v2368, %v2372 : i32
  %v2587 = arith.extsi %v2586 : i32 to i64
  call @printI64(%v2587) : (i64) -> ()
  call @printComma() : () -> ()
  %v2588 = arith.maxsi %v2369, %v2368 : i32
  %v2589 = arith.extsi %v2588 : i32 to i64
  call @printI64(%v2589) : (i64) -> ()
  call @printComma() : () -> ()
  %v2590 = arith.maxsi %v2369, %v2371 : i32
  %v2591 = arith.extsi %v2590 : i32 to i64
  call @printI64(%v2591) : (i64) -> ()
  call @printComma() : () -> ()
  %v2592 = arith.maxsi %v2370, %v2367 : i32
  %v2593 = arith.extsi %v2592 : i32 to i64
  call @printI64(%v2593) : (i64) -> ()
  call @printComma() : () -> ()
  %v2594 = arith.maxsi %v2370, %v2370 : i32
  %v2595 = arith.extsi %v2594 : i32 to i64
  call @printI64(%v2595) : (i64) -> ()
  call @printComma() : () -> ()
  %v2596 = arith.maxsi %v2370, %v2373 : i32
  %v2597 = arith.extsi %v2596 : i32 to i64
  call @printI64(%v2597) : (i64) -> ()
  call @printComma() : () -> ()
  %v2598 = arith.maxsi %v2371, %v2369 : i32
  %v2599 = arith.extsi %v2598 : i32 to i64
  call @printI64(%v2599) : (i64) -> ()
  call @printComma() : () -> ()
  %v2600 = arith.maxsi %v2371, %v2372 : i32
  %v2601 = arith.extsi %v2600 : i32 to i64
  call @printI64(%v2601) : (i64) -> ()
  call @printComma() : () -> ()
  %v2602 = arith.maxsi %v2372, %v2368 : i32
  %v2603 = arith.extsi %v2602 : i32 to i64
  call @printI64(%v2603) : (i64) -> ()
  call @printComma() : () -> ()
  %v2604 = arith.maxsi %v2372, %v2371 : i32
  %v2605 = arith.extsi %v2604 : i32 to i64
  call @printI64(%v2605) : (i64) -> ()
  call @printComma() : () -> ()
  %v2606 = arith.maxsi %v2373, %v2367 : i32
  %v2607 = arith.extsi %v2606 : i32 to i64
  call @printI64(%v2607) : (i64) -> ()
  call @printComma() : () -> ()
  %v2608 = arith.maxsi %v2373, %v2370 : i32
  %v2609 = arith.extsi %v2608 : i32 to i64
  call @printI64(%v2609) : (i64) -> ()
  call @printComma() : () -> ()
  %v2610 = arith.maxsi %v2373, %v2373 : i32
  %v2611 = arith.extsi %v2610 : i32 to i64
  call @printI64(%v2611) : (i64) -> ()
  call @printComma() : () -> ()
  call @printNewline() : () -> ()
  %v2612 = arith.minsi %v2367, %v2367 : i32
  %v2613 = arith.extsi %v2612 : i32 to i64
  call @printI64(%v2613) : (i64) -> ()
  call @printComma() : () -> ()
  %v2614 = arith.minsi %v2367, %v2370 : i32
  %v2615 = arith.extsi %v2614 : i32 to i64
  call @printI64(%v2615) : (i64) -> ()
  call @printComma() : () -> ()
  %v2616 = arith.minsi %v2367, %v2373 : i32
  %v2617 = arith.extsi %v2616 : i32 to i64
  call @printI64(%v2617) : (i64) -> ()
  call @printComma() : () -> ()
  %v2618 = arith.minsi %v2368, %v2369 : i32
  %v2619 = arith.extsi %v2618 : i32 to i64
  call @printI64(%v2619) : (i64) -> ()
  call @printComma() : () -> ()
  %v2620 = arith.minsi %v2368, %v2372 : i32
  %v2621 = arith.extsi %v2620 : i32 to i64
  call @printI64(%v2621) : (i64) -> ()
  call @printComma() : () -> ()
  %v2622 = arith.minsi %v2369, %v2368 : i32
  %v2623 = arith.extsi %v2622 : i32 to i64
  call @printI64(%v2623) : (i64) -> ()
  call @printComma() : () -> ()
  %v2624 = arith.minsi %v2369, %v2371 : i32
  %v2625 = arith.extsi %v2624 : i32 to i64
  call @printI64(%v2625) : (i64) -> ()
  call @printComma() : () -> ()
  %v2626 = arith.minsi %v2370, %v2367 : i32
  %v2627 = arith.extsi %v2626 : i32 to i64
  call @printI64(%v2627) : (i64) -> ()
  call @printComma() : () -> ()
  %v2628 = arith.minsi %v2370, %v2370 : i32
  %v2629 = arith.extsi %v2628 : i32 to i64
  call @printI64(%v2629) : (i64) -> ()
  call @printComma() : () -> ()
  %v2630 = arith.minsi %v2370, %v2373 : i32
  %v2631 = arith.extsi %v2630 : i32 to i64
  call @printI64(%v2631) : (i64) -> ()
  call @printComma() : () -> ()
  %v2632 = arith.minsi %v2371, %v2369 : i32
  %v2633 = arith.extsi %v2632 : i32 to i64
  call @printI64(%v2633) : (i64) -> ()
  call @printComma() : () -> ()
  %v2634 = arith.minsi %v2371, %v2372 : i32
  %v2635 = arith.extsi %v2634 : i32 to i64
  call @printI64(%v2635) : (i64) -> ()
  call @printComma() : () -> ()
  %v2636 = arith.minsi %v2372, %v2368 : i32
  %v2637 = arith.extsi %v2636 : i32 to i64
  call @printI64(%v2637) : (i64) -> ()
  call @printComma() : () -> ()
  %v2638 = arith.minsi %v2372, %v2371 : i32
  %v2639 = arith.extsi %v2638 : i32 to i64
  call @printI64(%v2639) : (i64) -> ()
  call @printComma() : () -> ()
  %v2640 = arith.minsi %v2373, %v2367 : i32
  %v2641 = arith.extsi %v2640 : i32 to i64
  call @printI64(%v2641) : (i64) -> ()
  call @printComma() : () -> ()
  %v2642 = arith.minsi %v2373, %v2370 : i32
  %v2643 = arith.extsi %v2642 : i32 to i64
  call @printI64(%v2643) : (i64) -> ()
  call @printComma() : () -> ()
  %v2644 = arith.minsi %v2373, %v2373 : i32
  %v2645 = arith.extsi %v2644 : i32 to i64
  call @printI64(%v2645) : (i64) -> ()
  call @printComma() : () -> ()
  call @printNewline() : () -> ()
  %v2646 = arith.maxui %v2367, %v2367 : i32
  %v2647 = arith.extsi %v2646 : i32 to i64
  call @printI64(%v2647) : (i64) -> ()
  call @printComma() : () -> ()
  %v2648 = arith.maxui %v2367, %v2370 : i32
  %v2649 = arith.extsi %v2648 : i32 to i64
  call @printI64(%v2649) : (i64) -> ()
  call @printComma() : () -> ()
  %v2650 = arith.maxui %v2367, %v2373 : i32
  %v2651 = arith.extsi %v2650 : i32 to i64
  call @printI64(%v2651) : (i64) -> ()
  call @printComma() : () -> ()
  %v2652 = arith.maxui %v2368, %v2369 : i32
  %v2653 = arith.extsi %v2652 : i32 to i64
  call @printI64(%v2653) : (i64) -> ()
  call @printComma() : () -> ()
  %v2654 = arith.maxui %v2368, %v2372 : i32
  %v2655 = arith.extsi %v2654 : i32 to i64
  call @printI64(%v2655) : (i64) -> ()
  call @printComma() : () -> ()
  %v2656 = arith.maxui %v2369, %v2368 : i32
  %v2657 = arith.extsi %v2656 : i32 to i64
  call @printI64(%v2657) : (i64) -> ()
  call @printComma() : () -> ()
  %v2658 = arith.maxui %v2369, %v2371 : i32
  %v2659 = arith.extsi %v2658 : i32 to i64
  call @printI64(%v2659) : (i64) -> ()
  call @printComma() : () -> ()
  %v2660 = arith.maxui %v2370, %v2367 : i32
  %v2661 = arith.extsi %v2660 : i32 to i64
  call @printI64(%v2661) : (i64) -> ()
  call @printComma() : () -> ()
  %v2662 = arith.maxui %v2370, %v2370 : i32
  %v2663 = arith.extsi %v2662 : i32 to i64
  call @printI64(%v2663) : (i64) -> ()
  call @printComma() : () -> ()
  %v2664 = arith.maxui %v2370, %v2373 : i32
  %v2665 = arith.extsi %v2664 : i32 to i64
  call @printI64(%v2665) : (i64) -> ()
  call @printComma() : () -> ()
  %v2666 = arith.maxui %v2371, %v2369 : i32
  %v2667 = arith.extsi %v2666 : i32 to i64
  call @printI64(%v2667) : (i64) -> ()
  call @printComma() : () -> ()
  %v2668 = arith.maxui %v2371, %v2372 : i32
  %v2669 = arith.extsi %v2668 : i32 to i64
  call @printI64(%v2669) : (i64) -> ()
  call @printComma() : () -> ()
  %v2670 = arith.maxui %v2372, %v2368 : i32
  %v2671 = arith.extsi %v2670 : i32 to i64
  call @printI64(%v2671) : (i64) -> ()
  call @printComma() : () -> ()
  %v2672 = arith.maxui %v2372, %v2371 : i32
  %v2673 = arith.extsi %v2672 : i32 to i64
  call @printI64(%v2673) : (i64) -> ()
  call @printComma() : () -> ()
  %v2674 = arith.maxui %v2373, %v2367 : i32
  %v2675 = arith.extsi %v2674 : i32 to i64
  call @printI64(%v2675) : (i64) -> ()
  call @printComma() : () -> ()
  %v2676 = arith.maxui %v2373, %v2370 : i32
  %v2677 = arith.extsi %v2676 : i32 to i64
  call @printI64(%v2677) : (i64) -> ()
  call @printComma() : () -> ()
  %v2678 = arith.maxui %v2373, %v2373 : i32
  %v2679 = arith.extsi %v2678 : i32 to i64
  call @printI64(%v2679) : (i64) -> ()
  call @printComma() : () -> ()
  call @printNewline() : () -> ()
  %v2680 = arith.minui %v2367, %v2367 : i32
  %v2681 = arith.extsi %v2680 : i32 to i64
  call @printI64(%v2681) : (i64) -> ()
  call @printComma() : () -> ()
  %v2682 = arith.minui %v2367, %v2370 : i32
  %v2683 = arith.extsi %v2682 : i32 to i64
  call @printI64(%v2683) : (i64) -> ()
  call @printComma() : () -> ()
  %v2684 = arith.minui %v2367, %v2373 : i32
  %v2685 = arith.extsi %v2684 : i32 to i64
  call @printI64(%v2685) : (i64) -> ()
  call @printComma() : () -> ()
  %v2686 = arith.minui %v2368, %v2369 : i32
  %v2687 = arith.extsi %v2686 : i32 to i64
  call @printI64(%v2687) : (i64) -> ()
  call @printComma() : () -> ()
  %v2688 = arith.minui %v2368, %v2372 : i32
  %v2689 = arith.extsi %v2688 : i32 to i64
  call @printI64(%v2689) : (i64) -> ()
  call @printComma() : () -> ()
  %v2690 = arith.minui %v2369, %v2368 : i32
  %v2691 = arith.extsi %v2690 : i32 to i64
  call @printI64(%v2691) : (i64) -> ()
  call @printComma() : () -> ()
  %v2692 = arith.minui %v2369, %v2371 : i32
  %v2693 = arith.extsi %v2692 : i32 to i64
  call @printI64(%v2693) : (i64) -> ()
  call @printComma() : () -> ()
  %v2694 = arith.minui %v2370, %v2367 : i32
  %v2695 = arith.extsi %v2694 : i32 to i64
  call @printI64(%v2695) : (i64) -> ()
  call @printComma() : () -> ()
  %v2696 = arith.minui %v2370, %v2370 : i32
  %v2697 = arith.extsi %v2696 : i32 to i64
  call @printI64(%v2697) : (i64) -> ()
  call @printComma() : () -> ()
  %v2698 = arith.minui %v2370, %v2373 : i32
  %v2699 = arith.extsi %v2698 : i32 to i64
  call @printI64(%v2699) : (i64) -> ()
  call @printComma() : () -> ()
  %v2700 = arith.minui %v2371, %v2369 : i32
  %v2701 = arith.extsi %v2700 : i32 to i64
  call @printI64(%v2701) : (i64) -> ()
  call @printComma() : () -> ()
  %v2702 = arith.minui %v2371, %v2372 : i32
  %v2703 = arith.extsi %v2702 : i32 to i64
  call @printI64(%v2703) : (i64) -> ()
  call @printComma() : () -> ()
  %v2704 = arith.minui %v2372, %v2368 : i32
  %v2705 = arith.extsi %v2704 : i32 to i64
  call @printI64(%v2705) : (i64) -> ()
  call @printComma() : () -> ()
  %v2706 = arith.minui %v2372, %v2371 : i32
  %v2707 = arith.extsi %v2706 : i32 to i64
  call @printI64(%v2707) : (i64) -> ()
  call @printComma() : () -> ()
  %v2708 = arith.minui %v2373, %v2367 : i32
  %v2709 = arith.extsi %v2708 : i32 to i64
  call @printI64(%v2709) : (i64) -> ()
  call @printComma() : () -> ()
  %v2710 = arith.minui %v2373, %v2370 : i32
  %v2711 = arith.extsi %v2710 : i32 to i64
  call @printI64(%v2711) : (i64) -> ()
  call @printComma() : () -> ()
  %v2712 = arith.minui %v2373, %v2373 : i32
  %v2713 = arith.extsi %v2712 : i32 to i64
  call @printI64(%v2713) : (i64) -> ()
  call @printComma() : () -> ()
  call @printNewline() : () -> ()
  %v2714 = arith.constant 0 : i32
  %v2715 = arith.shli %v2367, %v2714 : i32
  %v2716 = arith.extsi %v2715 : i32 to i64
  call @printI64(%v2716) : (i64) -> ()
  call @printComma() : () -> ()
  %v2717 = arith.constant 1 : i32
  %v2718 = arith.shli %v2367, %v2717 : i32
  %v2719 = arith.extsi %v2718 : i32 to i64
  call @printI64(%v2719) : (i64) -> ()
  call @printComma() : () -> ()
  %v2720 = arith.constant 31 : i32
  %v2721 = arith.shli %v2367, %v2720 : i32
  %v2722 = arith.extsi %v2721 : i32 to i64
  call @printI64(%v2722) : (i64) -> ()
  call @printComma() : () -> ()
  %v2723 = arith.constant 0 : i32
  %v2724 = arith.shli %v2368, %v2723 : i32
  %v2725 = arith.extsi %v2724 : i32 to i64
  call @printI64(%v2725) : (i64) -> ()
  call @printComma() : () -> ()
  %v2726 = arith.constant 1 : i32
  %v2727 = arith.shli %v2368, %v2726 : i32
  %v2728 = arith.extsi %v2727 : i32 to i64
  call @printI64(%v2728) : (i64) -> ()
  call @printComma() : () -> ()
  %v2729 = arith.constant 31 : i32
  %v2730 = arith.shli %v2368, %v2729 : i32
  %v2731 = arith.extsi %v2730 : i32 to i64
  call @printI64(%v2731) : (i64) -> ()
  call @printComma() : () -> ()
  %v2732 = arith.constant 0 : i32
  %v2733 = arith.shli %v2369, %v2732 : i32
  %v2734 = arith.extsi %v2733 : i32 to i64
  call @printI64(%v2734) : (i64) -> ()
  call @printComma() : () -> ()
  %v2735 = arith.constant 1 : i32
  %v2736 = arith.shli %v2369, %v2735 : i32
  %v2737 = arith.extsi %v2736 : i32 to i64
  call @printI64(%v2737) : (i64) -> ()
  call @printComma() : () -> ()
  %v2738 = arith.constant 31 : i32
  %v2739 = arith.shli %v2369, %v2738 : i32
  %v2740 = arith.extsi %v2739 : i32 to i64
  call @printI64(%v2740) : (i64) -> ()
  call @printComma() : () -> ()
  %v2741 = arith.constant 0 : i32
  %v2742 = arith.shli %v2370, %v2741 : i32
  %v2743 = arith.extsi %v2742 : i32 to i64
  call @printI64(%v2743) : (i64) -> ()
  call @printComma() : () -> ()
  %v2744 = arith.constant 1 : i32
  %v2745 = arith.shli %v2370, %v2744 : i32
  %v2746 = arith.extsi %v2745 : i32 to i64
  call @printI64(%v2746) : (i64) -> ()
  call @printComma() : () -> ()
  %v2747 = arith.constant 31 : i32
  %v2748 = arith.shli %v2370, %v2747 : i32
  %v2749 = arith.extsi %v2748 : i32 to i64
  call @printI64(%v2749) : (i64) -> ()
  call @printComma() : () -> ()
  %v2750 = arith.constant 0 : i32
  %v2751 = arith.shli %v2371, %v2750 : i32
  %v2752 = arith.extsi %v2751 : i32 to i64
  call @printI64(%v2752) : (i64) -> ()
  call @printComma() : () -> ()
  %v2753 = arith.constant 1 : i32
  %v2754 = arith.shli %v2371, %v2753 : i32
  %v2755 = arith.extsi %v2754 : i32 to i64
  call @printI64(%v2755) : (i64) -> ()
  call @printComma() : () -> ()
  %v2756 = arith.constant 31 : i32
  %v2757 = arith.shli %v2371, %v2756 : i32
  %v2758 = arith.extsi %v2757 : i32 to i64
  call @printI64(%v2758) : (i64) -> ()
  call @printComma() : () -> ()
  %v2759 = arith.constant 0 : i32
  %v2760 = arith.shli %v2372, %v2759 : i32
  %v2761 = arith.extsi %v2760 : i32 to i64
  call @printI64(%v2761) : (i64) -> ()
  call @printComma() : () -> ()
  %v2762 = arith.constant 1 : i32
  %v2763 = arith.shli %v2372, %v2762 : i32
  %v2764 = arith.extsi %v2763 : i32 to i64
  call @printI64(%v2764) : (i64) -> ()
  call @printComma() : () -> ()
  %v2765 = arith.constant 31 : i32
  %v2766 = arith.shli %v2372, %v2765 : i32
  %v2767 = arith.extsi %v2766 : i32 to i64
  call @printI64(%v2767) : (i64) -> ()
  call @printComma() : () -> ()
  %v2768 = arith.constant 0 : i32
  %v2769 = arith.shli %v2373, %v2768 : i32
  %v2770 = arith.extsi %v2769 : i32 to i64
  call @printI64(%v2770) : (i64) -> ()
  call @printComma() : () -> ()
  %v2771 = arith.constant 1 : i32
  %v2772 = arith.shli %v2373, %v2771 : i32
  %v2773 = arith.extsi %v2772 : i32 to i64
  call @printI64(%v2773) : (i64) -> ()
  call @printComma() : () -> ()
  %v2774 = arith.constant 31 : i32
  %v2775 = arith.shli %v2373, %v2774 : i32
  %v2776 = arith.extsi %v2775 : i32 to i64
  call @printI64(%v2776) : (i64) -> ()
  call @printComma() : () -> ()
  call @printNewline() : () -> ()
  %v2777 = arith.constant 0 : i32
  %v2778 = arith.shrsi %v2367, %v2777 : i32
  %v2779 = arith.extsi %v2778 : i32 to i64
  call @printI64(%v2779) : (i64) -> ()
  call @printComma() : () -> ()
  %v2780 = arith.constant 1 : i32
  %v2781 = arith.shrsi %v2367, %v2780 : i32
  %v2782 = arith.extsi %v2781 : i32 to i64
  call @printI64(%v2782) : (i64) -> ()
  call @printComma() : () -> ()
  %v2783 = arith.constant 31 : i32
  %v2784 = arith.shrsi %v2367, %v2783 : i32
  %v2785 = arith.extsi %v2784 : i32 to i64
  call @printI64(%v2785) : (i64) -> ()
  call @printComma() : () -> ()
  %v2786 = arith.constant 0 : i32
  %v2787 = arith.shrsi %v2368, %v2786 : i32
  %v2788 = arith.extsi %v2787 : i32 to i64
  call @printI64(%v2788) : (i64) -> ()
  call @printComma() : () -> ()
  %v2789 = arith.constant 1 : i32
  %v2790 = arith.shrsi %v2368, %v2789 : i32
  %v2791 = arith.extsi %v2790 : i32 to i64
  call @printI64(%v2791) : (i64) -> ()
  call @printComma() : () -> ()
  %v2792 = arith.constant 31 : i32
  %v2793 = arith.shrsi %v2368, %v2792 : i32
  %v2794 = arith.extsi %v2793 : i32 to i64
  call @printI64(%v2794) : (i64) -> ()
  call @printComma() : () -> ()
  %v2795 = arith.constant 0 : i32
  %v2796 = arith.shrsi %v2369, %v2795 : i32
  %v2797 = arith.extsi %v2796 : i32 to i64
  call @printI64(%v2797) : (i64) -> ()
  call @printComma() : () -> ()
  %v2798 = arith.constant 1 : i32
  %v2799 = arith.shrsi %v2369, %v2798 : i32
  %v2800 = arith.extsi %v2799 : i32 to i64
  call @printI64(%v2800) : (i64) -> ()
  call @printComma() : () -> ()
  %v2801 = arith.constant 31 : i32
  %v2802 = arith.shrsi %v2369, %v2801 : i32
  %v2803 = arith.extsi %v2802 : i32 to i64
  call @printI64(%v2803) : (i64) -> ()
  call @printComma() : () -> ()
  %v2804 = arith.constant 0 : i32
  %v2805 = arith.shrsi %v2370, %v2804 : i32
  %v2806 = arith.extsi %v2805 : i32 to i64
  call @printI64(%v2806) : (i64) -> ()
  call @printComma() : () -> ()
  %v2807 = arith.constant 1 : i32
  %v2808 = arith.shrsi %v2370, %v2807 : i32
  %v2809 = arith.extsi %v2808 : i32 to i64
  call @printI64(%v2809) : (i64) -> ()
  call @printComma() : () -> ()
  %v2810 = arith.constant 31 : i32
  %v2811 = arith.shrsi %v2370, %v2810 : i32
  %v2812 = arith.extsi %v2811 : i32 to i64
  call @printI64(%v2812) : (i64) -> ()
  call @printComma() : () -> ()
  %v2813 = arith.constant 0 : i32
  %v2814 = arith.shrsi %v2371, %v2813 : i32
  %v2815 = arith.extsi %v2814 : i32 to i64
  call @printI64(%v2815) : (i64) -> ()
  call @printComma() : () -> ()
  %v2816 = arith.constant 1 : i32
  %v2817 = arith.shrsi %v2371, %v2816 : i32
  %v2818 = arith.extsi %v2817 : i32 to i64
  call @printI64(%v2818) : (i64) -> ()
  call @printComma() : () -> ()
  %v2819 = arith.constant 31 : i32
  %v2820 = arith.shrsi %v2371, %v2819 : i32
  %v2821 = arith.extsi %v2820 : i32 to i64
  call @printI64(%v2821) : (i64) -> ()
  call @printComma() : () -> ()
  %v2822 = arith.constant 0 : i32
  %v2823 = arith.shrsi %v2372, %v2822 : i32
  %v2824 = arith.extsi %v2823 : i32 to i64
  call @printI64(%v2824) : (i64) -> ()
  call @printComma() : () -> ()
  %v2825 = arith.constant 1 : i32
  %v2826 = arith.shrsi %v2372, %v2825 : i32
  %v2827 = arith.extsi %v2826 : i32 to i64
  call @printI64(%v2827) : (i64) -> ()
  call @printComma() : () -> ()
  %v2828 = arith.constant 31 : i32
  %v2829 = arith.shrsi %v2372, %v2828 : i32
  %v2830 = arith.extsi %v2829 : i32 to i64
  call @printI64(%v2830) : (i64) -> ()
  call @printComma() : () -> ()
  %v2831 = arith.constant 0 : i32
  %v2832 = arith.shrsi %v2373, %v2831 : i32
  %v2833 = arith.extsi %v2832 : i32 to i64
  call @printI64(%v2833) : (i64) -> ()
  call @printComma() : () -> ()
  %v2834 = arith.constant 1 : i32
  %v2835 = arith.shrsi %v2373, %v2834 : i32
  %v2836 = arith.extsi %v2835 : i32 to i64
  call @printI64(%v2836) : (i64) -> ()
  call @printComma() : () -> ()
  %v2837 = arith.constant 31 : i32
  %v2838 = arith.shrsi %v2373, %v2837 : i32
  %v2839 = arith.extsi %v2838 : i32 to i64
  call @printI64(%v2839) : (i64) -> ()
  call @printComma() : () -> ()
  call @printNewline() : () -> ()
  %v2840 = arith.constant 0 : i32
  %v2841 = arith.shrui %v2367, %v2840 : i32
  %v2842 = arith.extsi %v2841 : i32 to i64
  call @printI64(%v2842) : (i64) -> ()
  call @printComma() : () -> ()
  %v2843 = arith.constant 1 : i32
  %v2844 = arith.shrui %v2367, %v2843 : i32
  %v2845 = arith.extsi %v2844 : i32 to i64
  call @printI64(%v2845) : (i64) -> ()
  call @printComma() : () -> ()
  %v2846 = arith.constant 31 : i32
  %v2847 = arith.shrui %v2367, %v2846 : i32
  %v2848 = arith.extsi %v2847 : i32 to i64
  call @printI64(%v2848) : (i64) -> ()
  call @printComma() : () -> ()
  %v2849 = arith.constant 0 : i32
  %v2850 = arith.shrui %v2368, %v2849 : i32
  %v2851 = arith.extsi %v2850 : i32 to i64
  call @printI64(%v2851) : (i64) -> ()
  call @printComma() : () -> ()
  %v2852 = arith.constant 1 : i32
  %v2853 = arith.shrui %v2368, %v2852 : i32
  %v2854 = arith.extsi %v2853 : i32 to i64
  call @printI64(%v2854) : (i64) -> ()
  call @printComma() : () -> ()
  %v2855 = arith.constant 31 : i32
  %v2856 = arith.shrui %v2368, %v2855 : i32
  %v2857 = arith.extsi %v2856 : i32 to i64
  call @printI64(%v2857) : (i64) -> ()
  call @printComma() : () -> ()
  %v2858 = arith.constant 0 : i32
  %v2859 = arith.shrui %v2369, %v2858 : i32
  %v2860 = arith.extsi %v2859 : i32 to i64
  call @printI64(%v2860) : (i64) -> ()
  call @printComma() : () -> ()
  %v2861 = arith.constant 1 : i32
  %v2862 = arith.shrui %v2369, %v2861 : i32
  %v2863 = arith.extsi %v2862 : i32 to i64
  call @printI64(%v2863) : (i64) -> ()
  call @printComma() : () -> ()
  %v2864 = arith.constant 31 : i32
  %v2865 = arith.shrui %v2369, %v2864 : i32
  %v2866 = arith.extsi %v2865 : i32 to i64
  call @printI64(%v2866) : (i64) -> ()
  call @printComma() : () -> ()
  %v2867 = arith.constant 0 : i32
  %v2868 = arith.shrui %v2370, %v2867 : i32
  %v2869 = arith.extsi %v2868 : i32 to i64
  call @printI64(%v2869) : (i64) -> ()
  call @printComma() : () -> ()
  %v2870 = arith.constant 1 : i32
  %v2871 = arith.shrui %v2370, %v2870 : i32
  %v2872 = arith.extsi %v2871 : i32 to i64
  call @printI64(%v2872) : (i64) -> ()
  call @printComma() : () -> ()
  %v2873 = arith.constant 31 : i32
  %v2874 = arith.shrui %v2370, %v2873 : i32
  %v2875 = arith.extsi %v2874 : i32 to i64
  call @printI64(%v2875) : (i64) -> ()
  call @printComma() : () -> ()
  %v2876 = arith.constant 0 : i32
  %v2877 = arith.shrui %v2371, %v2876 : i32
  %v2878 = arith.extsi %v2877 : i32 to i64
  call @printI64(%v2878) : (i64) -> ()
  call @printComma() : () -> ()
  %v2879 = arith.constant 1 : i32
  %v2880 = arith.shrui %v2371, %v2879 : i32
  %v2881 = arith.extsi %v2880 : i32 to i64
  call @printI64(%v2881) : (i64) -> ()
  call @printComma() : () -> ()
  %v2882 = arith.constant 31 : i32
  %v2883 = arith.shrui %v2371, %v2882 : i32
  %v2884 = arith.extsi %v2883 : i32 to i64
  call @printI64(%v2884) : (i64) -> ()
  call @printComma() : () -> ()
  %v2885 = arith.constant 0 : i32
  %v2886 = arith.shrui %v2372, %v2885 : i32
  %v2887 = arith.extsi %v2886 : i32 to i64
  call @printI64(%v2887) : (i64) -> ()
  call @printComma() : () -> ()
  %v2888 = arith.constant 1 : i32
  %v2889 = arith.shrui %v2372, %v2888 : i32
  %v2890 = arith.extsi %v2889 : i32 to i64
  call @printI64(%v2890) : (i64) -> ()
  call @printComma() : () -> ()
  %v2891 = arith.constant 31 : i32
  %v2892 = arith.shrui %v2372, %v2891 : i32
  %v2893 = arith.extsi %v2892 : i32 to i64
  call @printI64(%v2893) : (i64) -> ()
  call @printComma() : () -> ()
  %v2894 = arith.constant 0 : i32
  %v2895 = arith.shrui %v2373, %v2894 : i32
  %v2896 = arith.extsi %v2895 : i32 to i64
  call @printI64(%v2896) : (i64) -> ()
  call @printComma() : () -> ()
  %v2897 = arith.constant 1 : i32
  %v2898 = arith.shrui %v2373, %v2897 : i32
  %v2899 = arith.extsi %v2898 : i32 to i64
  call @printI64(%v2899) : (i64) -> ()
  call @printComma() : () -> ()
  %v2900 = arith.constant 31 : i32
  %v2901 = arith.shrui %v2373, %v2900 : i32
  %v2902 = arith.extsi %v2901 : i32 to i64
  call @printI64(%v2902) : (i64) -> ()
  call @printComma() : () -> ()
  call @printNewline() : () -> ()
  %v2903 = arith.divsi %v2367, %v2368 : i32
  %v2904 = arith.extsi %v2903 : i32 to i64
  call @printI64(%v2904) : (i64) -> ()
  call @printComma() : () -> ()
  %v2905 = arith.divsi %v2367, %v2369 : i32
  %v2906 = arith.extsi %v2905 : i32 to i64
  call @printI64(%v2906) : (i64) -> ()
  call @printComma() : () -> ()
  %v2907 = arith.divsi %v2367, %v2370 : i32
  %v2908 = arith.extsi %v2907 : i32 to i64
  call @printI64(%v2908) : (i64) -> ()
  call @printComma() : () -> ()
  %v2909 = arith.divsi %v2367, %v2372 : i32
  %v2910 = arith.extsi %v2909 : i32 to i64
  call @printI64(%v2910) : (i64) -> ()
  call @printComma() : () -> ()
  %v2911 = arith.divsi %v2367, %v2373 : i32
  %v2912 = arith.extsi %v2911 : i32 to i64
  call @printI64(%v2912) : (i64) -> ()
  call @printComma() : () -> ()
  %v2913 = arith.divsi %v2368, %v2368 : i32
  %v2914 = arith.extsi %v2913 : i32 to i64
  call @printI64(%v2914) : (i64) -> ()
  call @printComma() : () -> ()
  %v2915 = arith.divsi %v2368, %v2369 : i32
  %v2916 = arith.extsi %v2915 : i32 to i64
  call @printI64(%v2916) : (i64) -> ()
  call @printComma() : () -> ()
  %v2917 = arith.divsi %v2368, %v2370 : i32
  %v2918 = arith.extsi %v2917 : i32 to i64
  call @printI64(%v2918) : (i64) -> ()
  call @printComma() : () -> ()
  %v2919 = arith.divsi %v2368, %v2372 : i32
  %v2920 = arith.extsi %v2919 : i32 to i64
  call @printI64(%v2920) : (i64) -> ()
  call @printComma() : () -> ()
  %v2921 = arith.divsi %v2368, %v2373 : i32
  %v2922 = arith.extsi %v2921 : i32 to i64
  call @printI64(%v2922) : (i64) -> ()
  call @printComma() : () -> ()
  %v2923 = arith.divsi %v2369, %v2368 : i32
  %v2924 = arith.extsi %v2923 : i32 to i64
  call @printI64(%v2924) : (i64) -> ()
  call @printComma() : () -> ()
  %v2925 = arith.divsi %v2369, %v2369 : i32
  %v2926 = arith.extsi %v2925 : i32 to i64
  call @printI64(%v2926) : (i64) -> ()
  call @printComma() : () -> ()
  %v2927 = arith.divsi %v2369, %v2370 : i32
  %v2928 = arith.extsi %v2927 : i32 to i64
  call @printI64(%v2928) : (i64) -> ()
  call @printComma() : () -> ()
  %v2929 = arith.divsi %v2369, %v2372 : i32
  %v2930 = arith.extsi %v2929 : i32 to i64
  call @printI64(%v2930) : (i64) -> ()
  call @printComma() : () -> ()
  %v2931 = arith.divsi %v2369, %v2373 : i32
  %v2932 = arith.extsi %v2931 : i32 to i64
  call @printI64(%v2932) : (i64) -> ()
  call @printComma() : () -> ()
  %v2933 = arith.divsi %v2370, %v2368 : i32
  %v2934 = arith.extsi %v2933 : i32 to i64
  call @printI64(%v2934) : (i64) -> ()
  call @printComma() : () -> ()
  %v2935 = arith.divsi %v2370, %v2369 : i32
  %v2936 = arith.extsi %v2935 : i32 to i64
  call @printI64(%v2936) : (i64) -> ()
  call @printComma() : () -> ()
  %v2937 = arith.divsi %v2370, %v2370 : i32
  %v2938 = arith.extsi %v2937 : i32 to i64
  call @printI64(%v2938) : (i64) -> ()
  call @printComma() : () -> ()
  %v2939 = arith.divsi %v2370, %v2372 : i32
  %v2940 = arith.extsi %v2939 : i32 to i64
  call @printI64(%v2940) : (i64) -> ()
  call @printComma() : () -> ()
  %v2941 = arith.divsi %v2370, %v2373 : i32
  %v2942 = arith.extsi %v2941 : i32 to i64
  call @printI64(%v2942) : (i64) -> ()
  call @printComma() : () -> ()
  %v2943 = arith.divsi %v2371, %v2368 : i32
  %v2944 = arith.extsi %v2943 : i32 to i64
  call @printI64(%v2944) : (i64) -> ()
  call @printComma() : () -> ()
  %v2945 = arith.divsi %v2371, %v2369 : i32
  %v2946 = arith.extsi %v2945 : i32 to i64
  call @printI64(%v2946) : (i64) -> ()
  call @printComma() : () -> ()
  %v2947 = arith.divsi %v2371, %v2370 : i32
  %v2948 = arith.extsi %v2947 : i32 to i64
  call @printI64(%v2948) : (i64) -> ()
  call @printComma() : () -> ()
  %v2949 = arith.divsi %v2371, %v2372 : i32
  %v2950 = arith.extsi %v2949 : i32 to i64
  call @printI64(%v2950) : (i64) -> ()
  call @printComma() : () -> ()
  %v2951 = arith.divsi %v2371, %v2373 : i32
  %v2952 = arith.extsi %v2951 : i32 to i64
  call @printI64(%v2952) : (i64) -> ()
  call @printComma() : () -> ()
  %v2953 = arith.divsi %v2372, %v2368 : i32
  %v2954 = arith.extsi %v2953 : i32 to i64
  call @printI64(%v2954) : (i64) -> ()
  call @printComma() : () -> ()
  %v2955 = arith.divsi %v2372, %v2369 : i32
  %v2956 = arith.extsi %v2955 : i32 to i64
  call @printI64(%v2956) : (i64) -> ()
  call @printComma() : () -> ()
  %v2957 = arith.divsi %v2372, %v2370 : i32
  %v2958 = arith.extsi %v2957 : i32 to i64
  call @printI64(%v2958) : (i64) -> ()
  call @printComma() : () -> ()
  %v2959 = arith.divsi %v2372, %v2372 : i32
  %v2960 = arith.extsi %v2959 : i32 to i64
  call @printI64(%v2960) : (i64) -> ()
  call @printComma() : () -> ()
  %v2961 = arith.divsi %v2372, %v2373 : i32
  %v2962 = arith.extsi %v2961 : i32 to i64
  call @printI64(%v2962) : (i64) -> ()
  call @printComma() : () -> ()
  %v2963 = arith.divsi %v2373, %v2368 : i32
  %v2964 = arith.extsi %v2963 : i32 to i64
  call @printI64(%v2964) : (i64) -> ()
  call @printComma() : () -> ()
  %v2965 = arith.divsi %v2373, %v2369 : i32
  %v2966 = arith.extsi %v2965 : i32 to i64
  call @printI64(%v2966) : (i64) -> ()
  call @printComma() : () -> ()
  %v2967 = arith.divsi %v2373, %v2370 : i32
  %v2968 = arith.extsi %v2967 : i32 to i64
  call @printI64(%v2968) : (i64) -> ()
  call @printComma() : () -> ()
  %v2969 = arith.divsi %v2373, %v2372 : i32
  %v2970 = arith.extsi %v2969 : i32 to i64
  call @printI64(%v2970) : (i64) -> ()
  call @printComma() : () -> ()
  %v2971 = arith.divsi %v2373, %v2373 : i32
  %v2972 = arith.extsi %v2971 : i32 to i64
  call @printI64(%v2972) : (i64) -> ()
  call @printComma() : () -> ()
  call @printNewline() : () -> ()
  %v2973 = arith.divui %v2367, %v2368 : i32
  %v2974 = arith.extsi %v2973 : i32 to i64
  call @printI64(%v2974) : (i64) -> ()
  call @printComma() : () -> ()
  %v2975 = arith.divui %v2367, %v2369 : i32
  %v2976 = arith.extsi %v2975 : i32 to i64
  call @printI64(%v2976) : (i64) -> ()
  call @printComma() : () -> ()
  %v2977 = arith.divui %v2367, %v2370 : i32
  %v2978 = arith.extsi %v2977 : i32 to i64
  call @printI64(%v2978) : (i64) -> ()
  call @printComma() : () -> ()
  %v2979 = arith.divui %v2367, %v2372 : i32
  %v2980 = arith.extsi %v2979 : i32 to i64
  call @printI64(%v2980) : (i64) -> ()
  call @printComma() : () -> ()
  %v2981 = arith.divui %v2367, %v2373 : i32
  %v2982 = arith.extsi %v2981 : i32 to i64
  call @printI64(%v2982) : (i64) -> ()
  call @printComma() : () -> ()
  %v2983 = arith.divui %v2368, %v2368 : i32
  %v2984 = arith.extsi %v2983 : i32 to i64
  call @printI64(%v2984) : (i64) -> ()
  call @printComma() : () -> ()
  %v2985 = arith.divui %v2368, %v2369 : i32
  %v2986 = arith.extsi %v2985 : i32 to i64
  call @printI64(%v2986) : (i64) -> ()
  call @printComma() : () -> ()
  %v2987 = arith.divui %v2368, %v2370 : i32
  %v2988 = arith.extsi %v2987 : i32 to i64
  call @printI64(%v2988) : (i64) -> ()
  call @printComma() : () -> ()
  %v2989 = arith.divui %v2368, %v2372 : i32
  %v2990 = arith.extsi %v2989 : i32 to i64
  call @printI64(%v2990) : (i64) -> ()
  call @printComma() : () -> ()
  %v2991 = arith.divui %v2368, %v2373 : i32
  %v2992 = arith.extsi %v2991 : i32 to i64
  call @printI64(%v2992) : (i64) -> ()
  call @printComma() : () -> ()
  %v2993 = arith.divui %v2369, %v2368 : i32
  %v2994 = arith.extsi %v2993 : i32 to i64
  call @printI64(%v2994) : (i64) -> ()
  call @printComma() : () -> ()
  %v2995 = arith.divui %v2369, %v2369 : i32
  %v2996 = arith.extsi %v2995 : i32 to i64
  call @printI64(%v2996) : (i64) -> ()
  call @printComma() : () -> ()
  %v2997 = arith.divui %v2369, %v2370 : i32
  %v2998 = arith.extsi %v2997 : i32 to i64
  call @printI64(%v2998) : (i64) -> ()
  call @printComma() : () -> ()
  %v2999 = arith.divui %v2369, %v2372 : i32
  %v3000 = arith.extsi %v2999 : i32 to i64
  call @printI64(%v3000) : (i64) -> ()
  call @printComma() : () -> ()
  %v3001 = arith.divui %v2369, %v2373 : i32
  %v3002 = arith.extsi %v3001 : i32 to i64
  call @printI64(%v3002) : (i64) -> ()
  call @printComma() : () -> ()
  %v3003 = arith.divui %v2370, %v2368 : i32
  %v3004 = arith.extsi %v3003 : i32 to i64
  call @printI64(%v3004) : (i64) -> ()
  call @printComma() : () -> ()
  %v3005 = arith.divui %v2370, %v2369 : i32
  %v3006 = arith.extsi %v3005 : i32 to i64
  call @printI64(%v3006) : (i64) -> ()
  call @printComma() : () -> ()
  %v3007 = arith.divui %v2370, %v2370 : i32
  %v3008 = arith.extsi %v3007 : i32 to i64
  call @printI64(%v3008) : (i64) -> ()
  call @printComma() : () -> ()
  %v3009 = arith.divui %v2370, %v2372 : i32
  %v3010 = arith.extsi %v3009 : i32 to i64
  call @printI64(%v3010) : (i64) -> ()
  call @printComma() : () -> ()
  %v3011 = arith.divui %v2370, %v2373 : i32
  %v3012 = arith.extsi %v3011 : i32 to i64
  call @printI64(%v3012) : (i64) -> ()
  call @printComma() : () -> ()
  %v3013 = arith.divui %v2371, %v2368 : i32
  %v3014 = arith.extsi %v3013 : i32 to i64
  call @printI64(%v3014) : (i64) -> ()
  call @printComma() : () -> ()
  %v3015 = arith.divui %v2371, %v2369 : i32
  %v3016 = arith.extsi %v3015 : i32 to i64
  call @printI64(%v3016) : (i64) -> ()
  call @printComma() : () -> ()
  %v3017 = arith.divui %v2371, %v2370 : i32
  %v3018 = arith.extsi %v3017 : i32 to i64
  call @printI64(%v3018) : (i64) -> ()
  call @printComma() : () -> ()
  %v3019 = arith.divui %v2371, %v2372 : i32
  %v3020 = arith.extsi %v3019 : i32 to i64
  call @printI64(%v3020) : (i64) -> ()
  call @printComma() : () -> ()
  %v3021 = arith.divui %v2371, %v2373 : i32
  %v3022 = arith.extsi %v3021 : i32 to i64
  call @printI64(%v3022) : (i64) -> ()
  call @printComma() : () -> ()
  %v3023 = arith.divui %v2372, %v2368 : i32
  %v3024 = arith.extsi %v3023 : i32 to i64
  call @printI64(%v3024) : (i64) -> ()
  call @printComma() : () -> ()
  %v3025 = arith.divui %v2372, %v2369 : i32
  %v3026 = arith.extsi %v3025 : i32 to i64
  call @printI64(%v3026) : (i64) -> ()
  call @printComma() : () -> ()
  %v3027 = arith.divui %v2372, %v2370 : i32
  %v3028 = arith.extsi %v3027 : i32 to i64
  call @printI64(%v3028) : (i64) -> ()
  call @printComma() : () -> ()
  %v3029 = arith.divui %v2372, %v2372 : i32
  %v3030 = arith.extsi %v3029 : i32 to i64
  call @printI64(%v3030) : (i64) -> ()
  call @printComma() : () -> ()
  %v3031 = arith.divui %v2372, %v2373 : i32
  %v3032 = arith.extsi %v3031 : i32 to i64
  call @printI64(%v3032) : (i64) -> ()
  call @printComma() : () -> ()
  %v3033 = arith.divui %v2373, %v2368 : i32
  %v3034 = arith.extsi %v3033 : i32 to i64
  call @printI64(%v3034) : (i64) -> ()
  call @printComma() : () -> ()
  %v3035 = arith.divui %v2373, %v2369 : i32
  %v3036 = arith.extsi %v3035 : i32 to i64
  call @printI64(%v3036) : (i64) -> ()
  call @printComma() : () -> ()
  %v3037 = arith.divui %v2373, %v2370 : i32
  %v3038 = arith.extsi %v3037 : i32 to i64
  call @printI64(%v3038) : (i64) -> ()
  call @printComma() : () -> ()
  %v3039 = arith.divui %v2373, %v2372 : i32
  %v3040 = arith.extsi %v3039 : i32 to i64
  call @printI64(%v3040) : (i64) -> ()
  call @printComma() : () -> ()
  %v3041 = arith.divui %v2373, %v2373 : i32
  %v3042 = arith.extsi %v3041 : i32 to i64
  call @printI64(%v3042) : (i64) -> ()
  call @printComma() : () -> ()
  call @printNewline() : () -> ()
  %v3043 = arith.remsi %v2367, %v2368 : i32
  %v3044 = arith.extsi %v3043 : i32 to i64
  call @printI64(%v3044) : (i64) -> ()
  call @printComma() : () -> ()
  %v3045 = arith.remsi %v2367, %v2369 : i32
  %v3046 = arith.extsi %v3045 : i32 to i64
  call @printI64(%v3046) : (i64) -> ()
  call @printComma() : () -> ()
  %v3047 = arith.remsi %v2367, %v2370 : i32
  %v3048 = arith.extsi %v3047 : i32 to i64
  call @printI64(%v3048) : (i64) -> ()
  call @printComma() : () -> ()
  %v3049 = arith.remsi %v2367, %v2372 : i32
  %v3050 = arith.extsi %v3049 : i32 to i64
  call @printI64(%v3050) : (i64) -> ()
  call @printComma() : () -> ()
  %v3051 = arith.remsi %v2367, %v2373 : i32
  %v3052 = arith.extsi %v3051 : i32 to i64
  call @printI64(%v3052) : (i64) -> ()
  call @printComma() : () -> ()
  %v3053 = arith.remsi %v2368, %v2368 : i32
  %v3054 = arith.extsi %v3053 : i32 to i64
  call @printI64(%v3054) : (i64) -> ()
  call @printComma() : () -> ()
  %v3055 = arith.remsi %v2368, %v2369 : i32
  %v3056 = arith.extsi %v3055 : i32 to i64
  call @printI64(%v3056) : (i64) -> ()
  call @printComma() : () -> ()
  %v3057 = arith.remsi %v2368, %v2370 : i32
  %v3058 = arith.extsi %v3057 : i32 to i64
  call @printI64(%v3058) : (i64) -> ()
  call @printComma() : () -> ()
  %v3059 = arith.remsi %v2368, %v2372 : i32
  %v3060 = arith.extsi %v3059 : i32 to i64
  call @printI64(%v3060) : (i64) -> ()
  call @printComma() : () -> ()
  %v3061 = arith.remsi %v2368, %v2373 : i32
  %v3062 = arith.extsi %v3061 : i32 to i64
  call @printI64(%v3062) : (i64) -> ()
  call @printComma() : () -> ()
  %v3063 = arith.remsi %v2369, %v2368 : i32
  %v3064 = arith.extsi %v3063 : i32 to i64
  call @printI64(%v3064) : (i64) -> ()
  call @printComma() : () -> ()
  %v3065 = arith.remsi %v2369, %v2369 : i32
  %v3066 = arith.extsi %v3065 : i32 to i64
  call @printI64(%v3066) : (i64) -> ()
  call @printComma() : () -> ()
  %v3067 = arith.remsi %v2369, %v2370 : i32
  %v3068 = arith.extsi %v3067 : i32 to i64
  call @printI64(%v3068) : (i64) -> ()
  call @printComma() : () -> ()
  %v3069 = arith.remsi %v2369, %v2372 : i32
  %v3070 = arith.extsi %v3069 : i32 to i64
  call @printI64(%v3070) : (i64) -> ()
  call @printComma() : () -> ()
  %v3071 = arith.remsi %v2369, %v2373 : i32
  %v3072 = arith.extsi %v3071 : i32 to i64
  call @printI64(%v3072) : (i64) -> ()
  call @printComma() : () -> ()
  %v3073 = arith.remsi %v2370, %v2368 : i32
  %v3074 = arith.extsi %v3073 : i32 to i64
  call @printI64(%v3074) : (i64) -> ()
  call @printComma() : () -> ()
  %v3075 = arith.remsi %v2370, %v2369 : i32
  %v3076 = arith.extsi %v3075 : i32 to i64
  call @printI64(%v3076) : (i64) -> ()
  call @printComma() : () -> ()
  %v3077 = arith.remsi %v2370, %v2370 : i32
  %v3078 = arith.extsi %v3077 : i32 to i64
  call @printI64(%v3078) : (i64) -> ()
  call @printComma() : () -> ()
  %v3079 = arith.remsi %v2370, %v2372 : i32
  %v3080 = arith.extsi %v3079 : i32 to i64
  call @printI64(%v3080) : (i64) -> ()
  call @printComma() : () -> ()
  %v3081 = arith.remsi %v2370, %v2373 : i32
  %v3082 = arith.extsi %v3081 : i32 to i64
  call @printI64(%v3082) : (i64) -> ()
  call @printComma() : () -> ()
  %v3083 = arith.remsi %v2371, %v2368 : i32
  %v3084 = arith.extsi %v3083 : i32 to i64
  call @printI64(%v3084) : (i64) -> ()
  call @printComma() : () -> ()
  %v3085 = arith.remsi %v2371, %v2369 : i32
  %v3086 = arith.extsi %v3085 : i32 to i64
  call @printI64(%v3086) : (i64) -> ()
  call @printComma() : () -> ()
  %v3087 = arith.remsi %v2371, %v2370 : i32
  %v3088 = arith.extsi %v3087 : i32 to i64
  call @printI64(%v3088) : (i64) -> ()
  call @printComma() : () -> ()
  %v3089 = arith.remsi %v2371, %v2372 : i32
  %v3090 = arith.extsi %v3089 : i32 to i64
  call @printI64(%v3090) : (i64) -> ()
  call @printComma() : () -> ()
  %v3091 = arith.remsi %v2371, %v2373 : i32
  %v3092 = arith.extsi %v3091 : i32 to i64
  call @printI64(%v3092) : (i64) -> ()
  call @printComma() : () -> ()
  %v3093 = arith.remsi %v2372, %v2368 : i32
  %v3094 = arith.extsi %v3093 : i32 to i64
  call @printI64(%v3094) : (i64) -> ()
  call @printComma() : () -> ()
  %v3095 = arith.remsi %v2372, %v2369 : i32
  %v3096 = arith.extsi %v3095 : i32 to i64
  call @printI64(%v3096) : (i64) -> ()
  call @printComma() : () -> ()
  %v3097 = arith.remsi %v2372, %v2370 : i32
  %v3098 = arith.extsi %v3097 : i32 to i64
  call @printI64(%v3098) : (i64) -> ()
  call @printComma() : () -> ()
  %v3099 = arith.remsi %v2372, %v2372 : i32
  %v3100 = arith.extsi %v3099 : i32 to i64
  call @printI64(%v3100) : (i64) -> ()
  call @printComma() : () -> ()
  %v3101 = arith.remsi %v2372, %v2373 : i32
  %v3102 = arith.extsi %v3101 : i32 to i64
  call @printI64(%v3102) : (i64) -> ()
  call @printComma() : () -> ()
  %v3103 = arith.remsi %v2373, %v2368 : i32
  %v3104 = arith.extsi %v3103 : i32 to i64
  call @printI64(%v3104) : (i64) -> ()
  call @printComma() : () -> ()
  %v3105 = arith.remsi %v2373, %v2369 : i32
  %v3106 = arith.extsi %v3105 : i32 to i64
  call @printI64(%v3106) : (i64) -> ()
  call @printComma() : () -> ()
  %v3107 = arith.remsi %v2373, %v2370 : i32
  %v3108 = arith.extsi %v3107 : i32 to i64
  call @printI64(%v3108) : (i64) -> ()
  call @printComma() : () -> ()
  %v3109 = arith.remsi %v2373, %v2372 : i32
  %v3110 = arith.extsi %v3109 : i32 to i64
  call @printI64(%v3110) : (i64) -> ()
  call @printComma() : () -> ()
  %v3111 = arith.remsi %v2373, %v2373 : i32
  %v3112 = arith.extsi %v3111 : i32 to i64
  call @printI64(%v3112) : (i64) -> ()
  call @printComma() : () -> ()
  call @printNewline() : () -> ()
  %v3113 = arith.remui %v2367, %v2368 : i32
  %v3114 = arith.extsi %v3113 : i32 to i64
  call @printI64(%v3114) : (i64) -> ()
  call @printComma() : () -> ()
  %v3115 = arith.remui %v2367, %v2369 : i32
  %v3116 = arith.extsi %v3115 : i32 to i64
  call @printI64(%v3116) : (i64) -> ()
  call @printComma() : () -> ()
  %v3117 = arith.remui %v2367, %v2370 : i32
  %v3118 = arith.extsi %v3117 : i32 to i64
  call @printI64(%v3118) : (i64) -> ()
  call @printComma() : () -> ()
  %v3119 = arith.remui %v2367, %v2372 : i32
  %v3120 = arith.extsi %v3119 : i32 to i64
  call @printI64(%v3120) : (i64) -> ()
  call @printComma() : () -> ()
  %v3121 = arith.remui %v2367, %v2373 : i32
  %v3122 = arith.extsi %v3121 : i32 to i64
  call @printI64(%v3122) : (i64) -> ()
  call @printComma() : () -> ()
  %v3123 = arith.remui %v2368, %v2368 : i32
  %v3124 = arith.extsi %v3123 : i32 to i64
  call @printI64(%v3124) : (i64) -> ()
  call @printComma() : () -> ()
  %v3125 = arith.remui %v2368, %v2369 : i32
  %v3126 = arith.extsi %v3125 : i32 to i64
  call @printI64(%v3126) : (i64) -> ()
  call @printComma() : () -> ()
  %v3127 = arith.remui %v2368, %v2370 : i32
  %v3128 = arith.extsi %v3127 : i32 to i64
  call @printI64(%v3128) : (i64) -> ()
  call @printComma() : () -> ()
  %v3129 = arith.remui %v2368, %v2372 : i32
  %v3130 = arith.extsi %v3129 : i32 to i64
  call @printI64(%v3130) : (i64) -> ()
  call @printComma() : () -> ()
  %v3131 = arith.remui %v2368, %v2373 : i32
  %v3132 = arith.extsi %v3131 : i32 to i64
  call @printI64(%v3132) : (i64) -> ()
  call @printComma() : () -> ()
  %v3133 = arith.remui %v2369, %v2368 : i32
  %v3134 = arith.extsi %v3133 : i32 to i64
  call @printI64(%v3134) : (i64) -> ()
  call @printComma() : () -> ()
  %v3135 = arith.remui %v2369, %v2369 : i32
  %v3136 = arith.extsi %v3135 : i32 to i64
  call @printI64(%v3136) : (i64) -> ()
  call @printComma() : () -> ()
  %v3137 = arith.remui %v2369, %v2370 : i32
  %v3138 = arith.extsi %v3137 : i32 to i64
  call @printI64(%v3138) : (i64) -> ()
  call @printComma() : () -> ()
  %v3139 = arith.remui %v2369, %v2372 : i32
  %v3140 = arith.extsi %v3139 : i32 to i64
  call @printI64(%v3140) : (i64) -> ()
  call @printComma() : () -> ()
  %v3141 = arith.remui %v2369, %v2373 : i32
  %v3142 = arith.extsi %v3141 : i32 to i64
  call @printI64(%v3142) : (i64) -> ()
  call @printComma() : () -> ()
  %v3143 = arith.remui %v2370, %v2368 : i32
  %v3144 = arith.extsi %v3143 : i32 to i64
  call @printI64(%v3144) : (i64) -> ()
  call @printComma() : () -> ()
  %v3145 = arith.remui %v2370, %v2369 : i32
  %v3146 = arith.extsi %v3145 : i32 to i64
  call @printI64(%v3146) : (i64) -> ()
  call @printComma() : () -> ()
  %v3147 = arith.remui %v2370, %v2370 : i32
  %v3148 = arith.extsi %v3147 : i32 to i64
  call @printI64(%v3148) : (i64) -> ()
  call @printComma() : () -> ()
  %v3149 = arith.remui %v2370, %v2372 : i32
  %v3150 = arith.extsi %v3149 : i32 to i64
  call @printI64(%v3150) : (i64) -> ()
  call @printComma() : () -> ()
  %v3151 = arith.remui %v2370, %v2373 : i32
  %v3152 = arith.extsi %v3151 : i32 to i64
  call @printI64(%v3152) : (i64) -> ()
  call @printComma() : () -> ()
  %v3153 = arith.remui %v2371, %v2368 : i32
  %v3154 = arith.extsi %v3153 : i32 to i64
  call @printI64(%v3154) : (i64) -> ()
  call @printComma() : () -> ()
  %v3155 = arith.remui %v2371, %v2369 : i32
  %v3156 = arith.extsi %v3155 : i32 to i64
  call @printI64(%v3156) : (i64) -> ()
  call @printComma() : () -> ()
  %v3157 = arith.remui %v2371, %v2370 : i32
  %v3158 = arith.extsi %v3157 : i32 to i64
  call @printI64(%v3158) : (i64) -> ()
  call @printComma() : () -> ()
  %v3159 = arith.remui %v2371, %v2372 : i32
  %v3160 = arith.extsi %v3159 : i32 to i64
  call @printI64(%v3160) : (i64) -> ()
  call @printComma() : () -> ()
  %v3161 = arith.remui %v2371, %v2373 : i32
  %v3162 = arith.extsi %v3161 : i32 to i64
  call @printI64(%v3162) : (i64) -> ()
  call @printComma() : () -> ()
  %v3163 = arith.remui %v2372, %v2368 : i32
  %v3164 = arith.extsi %v3163 : i32 to i64
  call @printI64(%v3164) : (i64) -> ()
  call @printComma() : () -> ()
  %v3165 = arith.remui %v2372, %v2369 : i32
  %v3166 = arith.extsi %v3165 : i32 to i64
  call @printI64(%v3166) : (i64) -> ()
  call @printComma() : () -> ()
  %v3167 = arith.remui %v2372, %v2370 : i32
  %v3168 = arith.extsi %v3167 : i32 to i64
  call @printI64(%v3168) : (i64) -> ()
  call @printComma() : () -> ()
  %v3169 = arith.remui %v2372, %v2372 : i32
  %v3170 = arith.extsi %v3169 : i32 to i64
  call @printI64(%v3170) : (i64) -> ()
  call @printComma() : () -> ()
  %v3171 = arith.remui %v2372, %v2373 : i32
  %v3172 = arith.extsi %v3171 : i32 to i64
  call @printI64(%v3172) : (i64) -> ()
  call @printComma() : () -> ()
  %v3173 = arith.remui %v2373, %v2368 : i32
  %v3174 = arith.extsi %v3173 : i32 to i64
  call @printI64(%v3174) : (i64) -> ()
  call @printComma() : () -> ()
  %v3175 = arith.remui %v2373, %v2369 : i32
  %v3176 = arith.extsi %v3175 : i32 to i64
  call @printI64(%v3176) : (i64) -> ()
  call @printComma() : () -> ()
  %v3177 = arith.remui %v2373, %v2370 : i32
  %v3178 = arith.extsi %v3177 : i32 to i64
  call @printI64(%v3178) : (i64) -> ()
  call @printComma() : () -> ()
  %v3179 = arith.remui %v2373, %v2372 : i32
  %v3180 = arith.extsi %v3179 : i32 to i64
  call @printI64(%v3180) : (i64) -> ()
  call @printComma() : () -> ()
  %v3181 = arith.remui %v2373, %v2373 : i32
  %v3182 = arith.extsi %v3181 : i32 to i64
  call @printI64(%v3182) : (i64) -> ()
  call @printComma() : () -> ()
  call @printNewline() : () -> ()
  %v3183 = arith.ceildivsi %v2367, %v2368 : i32
  %v3184 = arith.extsi %v3183 : i32 to i64
  call @printI64(%v3184) : (i64) -> ()
  call @printComma() : () -> ()
  %v3185 = arith.ceildivsi %v2367, %v2369 : i32
  %v3186 = arith.extsi %v3185 : i32 to i64
  call @printI64(%v3186) : (i64) -> ()
  call @printComma() : () -> ()
  %v3187 = arith.ceildivsi %v2367, %v2370 : i32
  %v3188 = arith.extsi %v3187 : i32 to i64
  call @printI64(%v3188) : (i64) -> ()
  call @printComma() : () -> ()
  %v3189 = arith.ceildivsi %v2367, %v2372 : i32
  %v3190 = arith.extsi %v3189 : i32 to i64
  call @printI64(%v3190) : (i64) -> ()
  call @printComma() : () -> ()
  %v3191 = arith.ceildivsi %v2367, %v2373 : i32
  %v3192 = arith.extsi %v3191 : i32 to i64
  call @printI64(%v3192) : (i64) -> ()
  call @printComma() : () -> ()
  %v3193 = arith.ceildivsi %v2368, %v2368 : i32
  %v3194 = arith.extsi %v3193 : i32 to i64
  call @printI64(%v3194) : (i64) -> ()
  call @printComma() : () -> ()
  %v3195 = arith.ceildivsi %v2368, %v2369 : i32
  %v3196 = arith.extsi %v3195 : i32 to i64
  call @printI64(%v3196) : (i64) -> ()
  call @printComma() : () -> ()
  %v3197 = arith.ceildivsi %v2368, %v2370 : i32
  %v3198 = arith.extsi %v3197 : i32 to i64
  call @printI64(%v3198) : (i64) -> ()
  call @printComma() : () -> ()
  %v3199 = arith.ceildivsi %v2368, %v2372 : i32
  %v3200 = arith.extsi %v3199 : i32 to i64
  call @printI64(%v3200) : (i64) -> ()
  call @printComma() : () -> ()
  %v3201 = arith.ceildivsi %v2368, %v2373 : i32
  %v3202 = arith.extsi %v3201 : i32 to i64
  call @printI64(%v3202) : (i64) -> ()
  call @printComma() : () -> ()
  %v3203 = arith.ceildivsi %v2369, %v2368 : i32
  %v3204 = arith.extsi %v3203 : i32 to i64
  call @printI64(%v3204) : (i64) -> ()
  call @printComma() : () -> ()
  %v3205 = arith.ceildivsi %v2369, %v2369 : i32
  %v3206 = arith.extsi %v3205 : i32 to i64
  call @printI64(%v3206) : (i64) -> ()
  call @printComma() : () -> ()
  %v3207 = arith.ceildivsi %v2369, %v2370 : i32
  %v3208 = arith.extsi %v3207 : i32 to i64
  call @printI64(%v3208) : (i64) -> ()
  call @printComma() : () -> ()
  %v3209 = arith.ceildivsi %v2369, %v2372 : i32
  %v3210 = arith.extsi %v3209 : i32 to i64
  call @printI64(%v3210) : (i64) -> ()
  call @printComma() : () -> ()
  %v3211 = arith.ceildivsi %v2369, %v2373 : i32
  %v3212 = arith.extsi %v3211 : i32 to i64
  call @printI64(%v3212) : (i64) -> ()
  call @printComma() : () -> ()
  %v3213 = arith.ceildivsi %v2371, %v2368 : i32
  %v3214 = arith.extsi %v3213 : i32 to i64
  call @printI64(%v3214) : (i64) -> ()
  call @printComma() : () -> ()
  %v3215 = arith.ceildivsi %v2371, %v2369 : i32
  %v3216 = arith.extsi %v3215 : i32 to i64
  call @printI64(%v3216) : (i64) -> ()
  call @printComma() : () -> ()
  %v3217 = arith.ceildivsi %v2371, %v2370 : i32
  %v3218 = arith.extsi %v3217 : i32 to i64
  call @printI64(%v3218) : (i64) -> ()
  call @printComma() : () -> ()
  %v3219 = arith.ceildivsi %v2371, %v2372 : i32
  %v3220 = arith.extsi %v3219 : i32 to i64
  call @printI64(%v3220) : (i64) -> ()
  call @printComma() : () -> ()
  %v3221 = arith.ceildivsi %v2371, %v2373 : i32
  %v3222 = arith.extsi %v3221 : i32 to i64
  call @printI64(%v3222) : (i64) -> ()
  call @printComma() : () -> ()
  %v3223 = arith.ceildivsi %v2372, %v2368 : i32
  %v3224 = arith.extsi %v3223 : i32 to i64
  call @printI64(%v3224) : (i64) -> ()
  call @printComma() : () -> ()
  %v3225 = arith.ceildivsi %v2372, %v2369 : i32
  %v3226 = arith.extsi %v3225 : i32 to i64
  call @printI64(%v3226) : (i64) -> ()
  call @printComma() : () -> ()
  %v3227 = arith.ceildivsi %v2372, %v2370 : i32
  %v3228 = arith.extsi %v3227 : i32 to i64
  call @printI64(%v3228) : (i64) -> ()
  call @printComma() : () -> ()
  %v3229 = arith.ceildivsi %v2372, %v2372 : i32
  %v3230 = arith.extsi %v3229 : i32 to i64
  call @printI64(%v3230) : (i64) -> ()
  call @printComma() : () -> ()
  %v3231 = arith.ceildivsi %v2372, %v2373 : i32
  %v3232 = arith.extsi %v3231 : i32 to i64
  call @printI64(%v3232) : (i64) -> ()
  call @printComma() : () -> ()
  %v3233 = arith.ceildivsi %v2373, %v2368 : i32
  %v3234 = arith.extsi %v3233 : i32 to i64
  call @printI64(%v3234) : (i64) -> ()
  call @printComma() : () -> ()
  %v3235 = arith.ceildivsi %v2373, %v2369 : i32
  %v3236 = arith.extsi %v3235 : i32 to i64
  call @printI64(%v3236) : (i64) -> ()
  call @printComma() : () -> ()
  %v3237 = arith.ceildivsi %v2373, %v2370 : i32
  %v3238 = arith.extsi %v3237 : i32 to i64
  call @printI64(%v3238) : (i64) -> ()
  call @printComma() : () -> ()
  %v3239 = arith.ceildivsi %v2373, %v2372 : i32
  %v3240 = arith.extsi %v3239 : i32 to i64
  call @printI64(%v3240) : (i64) -> ()
  call @printComma() : () -> ()
  %v3241 = arith.ceildivsi %v2373, %v2373 : i32
  %v3242 = arith.extsi %v3241 : i32 to i64
  call @printI64(%v3242) : (i64) -> ()
  call @printComma() : () -> ()
  call @printNewline() : () -> ()
  %v3243 = arith.floordivsi %v2367, %v2368 : i32
  %v3244 = arith.extsi %v3243 : i32 to i64
  call @printI64(%v3244) : (i64) -> ()
  call @printComma() : () -> ()
  %v3245 = arith.floordivsi %v2367, %v2369 : i32
  %v3246 = arith.extsi %v3245 : i32 to i64
  call @printI64(%v3246) : (i64) -> ()
  call @printComma() : () -> ()
  %v3247 = arith.floordivsi %v2367, %v2370 : i32
  %v3248 = arith.extsi %v3247 : i32 to i64
  call @printI64(%v3248) : (i64) -> ()
  call @printComma() : () -> ()
  %v3249 = arith.floordivsi %v2367, %v2372 : i32
  %v3250 = arith.extsi %v3249 : i32 to i64
  call @printI64(%v3250) : (i64) -> ()
  call @printComma() : () -> ()
  %v3251 = arith.floordivsi %v2367, %v2373 : i32
  %v3252 = arith.extsi %v3251 : i32 to i64
  call @printI64(%v3252) : (i64) -> ()
  call @printComma() : () -> ()
  %v3253 = arith.floordivsi %v2368, %v2368 : i32
  %v3254 = arith.extsi %v3253 : i32 to i64
  call @printI64(%v3254) : (i64) -> ()
  call @printComma() : () -> ()
  %v3255 = arith.floordivsi %v2368, %v2369 : i32
  %v3256 = arith.extsi %v3255 : i32 to i64
  call @printI64(%v3256) : (i64) -> ()
  call @printComma() : () -> ()
  %v3257 = arith.floordivsi %v2368, %v2370 : i32
  %v3258 = arith.extsi %v3257 : i32 to i64
  call @printI64(%v3258) : (i64) -> ()
  call @printComma() : () -> ()
  %v3259 = arith.floordivsi %v2368, %v2372 : i32
  %v3260 = arith.extsi %v3259 : i32 to i64
  call @printI64(%v3260) : (i64) -> ()
  call @printComma() : () -> ()
  %v3261 = arith.floordivsi %v2368, %v2373 : i32
  %v3262 = arith.extsi %v3261 : i32 to i64
  call @printI64(%v3262) : (i64) -> ()
  call @printComma() : () -> ()
  %v3263 = arith.floordivsi %v2369, %v2368 : i32
  %v3264 = arith.extsi %v3263 : i32 to i64
  call @printI64(%v3264) : (i64) -> ()
  call @printComma() : () -> ()
  %v3265 = arith.floordivsi %v2369, %v2369 : i32
  %v3266 = arith.extsi %v3265 : i32 to i64
  call @printI64(%v3266) : (i64) -> ()
  call @printComma() : () -> ()
  %v3267 = arith.floordivsi %v2369, %v2370 : i32
  %v3268 = arith.extsi %v3267 : i32 to i64
  call @printI64(%v3268) : (i64) -> ()
  call @printComma() : () -> ()
  %v3269 = arith.floordivsi %v2369, %v2372 : i32
  %v3270 = arith.extsi %v3269 : i32 to i64
  call @printI64(%v3270) : (i64) -> ()
  call @printComma() : () -> ()
  %v3271 = arith.floordivsi %v2369, %v2373 : i32
  %v3272 = arith.extsi %v3271 : i32 to i64
  call @printI64(%v3272) : (i64) -> ()
  call @printComma() : () -> ()
  %v3273 = arith.floordivsi %v2371, %v2368 : i32
  %v3274 = arith.extsi %v3273 : i32 to i64
  call @printI64(%v3274) : (i64) -> ()
  call @printComma() : () -> ()
  %v3275 = arith.floordivsi %v2371, %v2369 : i32
  %v3276 = arith.extsi %v3275 : i32 to i64
  call @printI64(%v3276) : (i64) -> ()
  call @printComma() : () -> ()
  %v3277 = arith.floordivsi %v2371, %v2370 : i32
  %v3278 = arith.extsi %v3277 : i32 to i64
  call @printI64(%v3278) : (i64) -> ()
  call @printComma() : () -> ()
  %v3279 = arith.floordivsi %v2371, %v2372 : i32
  %v3280 = arith.extsi %v3279 : i32 to i64
  call @printI64(%v3280) : (i64) -> ()
  call @printComma() : () -> ()
  %v3281 = arith.floordivsi %v2371, %v2373 : i32
  %v3282 = arith.extsi %v3281 : i32 to i64
  call @printI64(%v3282) : (i64) -> ()
  call @printComma() : () -> ()
  %v3283 = arith.floordivsi %v2372, %v2368 : i32
  %v3284 = arith.extsi %v3283 : i32 to i64
  call @printI64(%v3284) : (i64) -> ()
  call @printComma() : () -> ()
  %v3285 = arith.floordivsi %v2372, %v2369 : i32
  %v3286 = arith.extsi %v3285 : i32 to i64
  call @printI64(%v3286) : (i64) -> ()
  call @printComma() : () -> ()
  %v3287 = arith.floordivsi %v2372, %v2370 : i32
  %v3288 = arith.extsi %v3287 : i32 to i64
  call @printI64(%v3288) : (i64) -> ()
  call @printComma() : () -> ()
  %v3289 = arith.floordivsi %v2372, %v2372 : i32
  %v3290 = arith.extsi %v3289 : i32 to i64
  call @printI64(%v3290) : (i64) -> ()
  call @printComma() : () -> ()
  %v3291 = arith.floordivsi %v2372, %v2373 : i32
  %v3292 = arith.extsi %v3291 : i32 to i64
  call @printI64(%v3292) : (i64) -> ()
  call @printComma() : () -> ()
  %v3293 = arith.floordivsi %v2373, %v2368 : i32
  %v3294 = arith.extsi %v3293 : i32 to i64
  call @printI64(%v3294) : (i64) -> ()
  call @printComma() : () -> ()
  %v3295 = arith.floordivsi %v2373, %v2369 : i32
  %v3296 = arith.extsi %v3295 : i32 to i64
  call @printI64(%v3296) : (i64) -> ()
  call @printComma() : () -> ()
  %v3297 = arith.floordivsi %v2373, %v2370 : i32
  %v3298 = arith.extsi %v3297 : i32 to i64
  call @printI64(%v3298) : (i64) -> ()
  call @printComma() : () -> ()
  %v3299 = arith.floordivsi %v2373, %v2372 : i32
  %v3300 = arith.extsi %v3299 : i32 to i64
  call @printI64(%v3300) : (i64) -> ()
  call @printComma() : () -> ()
  %v3301 = arith.floordivsi %v2373, %v2373 : i32
  %v3302 = arith.extsi %v3301 : i32 to i64
  call @printI64(%v3302) : (i64) -> ()
  call @printComma() : () -> ()
  call @printNewline() : () -> ()
  %v3303 = arith.cmpi eq, %v2367, %v2367 : i32
  %v3304 = arith.extui %v3303 : i1 to i64
  call @printI64(%v3304) : (i64) -> ()
  %v3305 = arith.cmpi eq, %v2367, %v2370 : i32
  %v3306 = arith.extui %v3305 : i1 to i64
  call @printI64(%v3306) : (i64) -> ()
  %v3307 = arith.cmpi eq, %v2367, %v2373 : i32
  %v3308 = arith.extui %v3307 : i1 to i64
  call @printI64(%v3308) : (i64) -> ()
  %v3309 = arith.cmpi eq, %v2368, %v2369 : i32
  %v3310 = arith.extui %v3309 : i1 to i64
  call @printI64(%v3310) : (i64) -> ()
  %v3311 = arith.cmpi eq, %v2368, %v2372 : i32
  %v3312 = arith.extui %v3311 : i1 to i64
  call @printI64(%v3312) : (i64) -> ()
  %v3313 = arith.cmpi eq, %v2369, %v2368 : i32
  %v3314 = arith.extui %v3313 : i1 to i64
  call @printI64(%v3314) : (i64) -> ()
  %v3315 = arith.cmpi eq, %v2369, %v2371 : i32
  %v3316 = arith.extui %v3315 : i1 to i64
  call @printI64(%v3316) : (i64) -> ()
  %v3317 = arith.cmpi eq, %v2370, %v2367 : i32
  %v3318 = arith.extui %v3317 : i1 to i64
  call @printI64(%v3318) : (i64) -> ()
  %v3319 = arith.cmpi eq, %v2370, %v2370 : i32
  %v3320 = arith.extui %v3319 : i1 to i64
  call @printI64(%v3320) : (i64) -> ()
  %v3321 = arith.cmpi eq, %v2370, %v2373 : i32
  %v3322 = arith.extui %v3321 : i1 to i64
  call @printI64(%v3322) : (i64) -> ()
  %v3323 = arith.cmpi eq, %v2371, %v2369 : i32
  %v3324 = arith.extui %v3323 : i1 to i64
  call @printI64(%v3324) : (i64) -> ()
  %v3325 = arith.cmpi eq, %v2371, %v2372 : i32
  %v3326 = arith.extui %v3325 : i1 to i64
  call @printI64(%v3326) : (i64) -> ()
  %v3327 = arith.cmpi eq, %v2372, %v2368 : i32
  %v3328 = arith.extui %v3327 : i1 to i64
  call @printI64(%v3328) : (i64) -> ()
  %v3329 = arith.cmpi eq, %v2372, %v2371 : i32
  %v3330 = arith.extui %v3329 : i1 to i64
  call @printI64(%v3330) : (i64) -> ()
  %v3331 = arith.cmpi eq, %v2373, %v2367 : i32
  %v3332 = arith.extui %v3331 : i1 to i64
  call @printI64(%v3332) : (i64) -> ()
  %v3333 = arith.cmpi eq, %v2373, %v2370 : i32
  %v3334 = arith.extui %v3333 : i1 to i64
  call @printI64(%v3334) : (i64) -> ()
  %v3335 = arith.cmpi eq, %v2373, %v2373 : i32
  %v3336 = arith.extui %v3335 : i1 to i64
  call @printI64(%v3336) : (i64) -> ()
  call @printNewline() : () -> ()
  %v3337 = arith.cmpi ne, %v2367, %v2367 : i32
  %v3338 = arith.extui %v3337 : i1 to i64
  call @printI64(%v3338) : (i64) -> ()
  %v3339 = arith.cmpi ne, %v2367, %v2370 : i32
  %v3340 = arith.extui %v3339 : i1 to i64
  call @printI64(%v3340) : (i64) -> ()
  %v3341 = arith.cmpi ne, %v2367, %v2373 : i32
  %v3342 = arith.extui %v3341 : i1 to i64
  call @printI64(%v3342) : (i64) -> ()
  %v3343 = arith.cmpi ne, %v2368, %v2369 : i32
  %v3344 = arith.extui %v3343 : i1 to i64
  call @printI64(%v3344) : (i64) -> ()
  %v3345 = arith.cmpi ne, %v2368, %v2372 : i32
  %v3346 = arith.extui %v3345 : i1 to i64
  call @printI64(%v3346) : (i64) -> ()
  %v3347 = arith.cmpi ne, %v2369, %v2368 : i32
  %v3348 = arith.extui %v3347 : i1 to i64
  call @printI64(%v3348) : (i64) -> ()
  %v3349 = arith.cmpi ne, %v2369, %v2371 : i32
  %v3350 = arith.extui %v3349 : i1 to i64
  call @printI64(%v3350) : (i64) -> ()
  %v3351 = arith.cmpi ne, %v2370, %v2367 : i32
  %v3352 = arith.extui %v3351 : i1 to i64
  call @printI64(%v3352) : (i64) -> ()
  %v3353 = arith.cmpi ne, %v2370, %v2370 : i32
  %v3354 = arith.extui %v3353 : i1 to i64
  call @printI64(%v3354) : (i64) -> ()
  %v3355 = arith.cmpi ne, %v2370, %v2373 : i32
  %v3356 = arith.extui %v3355 : i1 to i64
  call @printI64(%v3356) : (i64) -> ()
  %v3357 = arith.cmpi ne, %v2371, %v2369 : i32
  %v3358 = arith.extui %v3357 : i1 to i64
  call @printI64(%v3358) : (i64) -> ()
  %v3359 = arith.cmpi ne, %v2371, %v2372 : i32
  %v3360 = arith.extui %v3359 : i1 to i64
  call @printI64(%v3360) : (i64) -> ()
  %v3361 = arith.cmpi ne, %v2372, %v2368 : i32
  %v3362 = arith.extui %v3361 : i1 to i64
  call @printI64(%v3362) : (i64) -> ()
  %v3363 = arith.cmpi ne, %v2372, %v2371 : i32
  %v3364 = arith.extui %v3363 : i1 to i64
  call @printI64(%v3364) : (i64) -> ()
  %v3365 = arith.cmpi ne, %v2373, %v2367 : i32
  %v3366 = arith.extui %v3365 : i1 to i64
  call @printI64(%v3366) : (i64) -> ()
  %v3367 = arith.cmpi ne, %v2373, %v2370 : i32
  %v3368 = arith.extui %v3367 : i1 to i64
  call @printI64(%v3368) : (i64) -> ()
  %v3369 = arith.cmpi ne, %v2373, %v2373 : i32
  %v3370 = arith.extui %v3369 : i1 to i64
  call @printI64(%v3370) : (i64) -> ()
  call @printNewline() : () -> ()
  %v3371 = arith.cmpi slt, %v2367, %v2367 : i32
  %v3372 = arith.extui %v3371 : i1 to i64
  call @printI64(%v3372) : (i64) -> ()
  %v3373 = arith.cmpi slt, %v2367, %v2370 : i32
  %v3374 = arith.extui %v3373 : i1 to i64
  call @printI64(%v3374) : (i64) -> ()
  %v3375 = arith.cmpi slt, %v2367, %v2373 : i32
  %v3376 = arith.extui %v3375 : i1 to i64
  call @printI64(%v3376) : (i64) -> ()
  %v3377 = arith.cmpi slt, %v2368, %v2369 : i32
  %v3378 = arith.extui %v3377 : i1 to i64
  call @printI64(%v3378) : (i64) -> ()
  %v3379 = arith.cmpi slt, %v2368, %v2372 : i32
  %v3380 = arith.extui %v3379 : i1 to i64
  call @printI64(%v3380) : (i64) -> ()
  %v3381 = arith.cmpi slt, %v2369, %v2368 : i32
  %v3382 = arith.extui %v3381 : i1 to i64
  call @printI64(%v3382) : (i64) -> ()
  %v3383 = arith.cmpi slt, %v2369, %v2371 : i32
  %v3384 = arith.extui %v3383 : i1 to i64
  call @printI64(%v3384) : (i64) -> ()
  %v3385 = arith.cmpi slt, %v2370, %v2367 : i32
  %v3386 = arith.extui %v3385 : i1 to i64
  call @printI64(%v3386) : (i64) -> ()
  %v3387 = arith.cmpi slt, %v2370, %v2370 : i32
  %v3388 = arith.extui %v3387 : i1 to i64
  call @printI64(%v3388) : (i64) -> ()
  %v3389 = arith.cmpi slt, %v2370, %v2373 : i32
  %v3390 = arith.extui %v3389 : i1 to i64
  call @printI64(%v3390) : (i64) -> ()
  %v3391 = arith.cmpi slt, %v2371, %v2369 : i32
  %v3392 = arith.extui %v3391 : i1 to i64
  call @printI64(%v3392) : (i64) -> ()
  %v3393 = arith.cmpi slt, %v2371, %v2372 : i32
  %v3394 = arith.extui %v3393 : i1 to i64
  call @printI64(%v3394) : (i64) -> ()
  %v3395 = arith.cmpi slt, %v2372, %v2368 : i32
  %v3396 = arith.extui %v3395 : i1 to i64
  call @printI64(%v3396) : (i64) -> ()
  %v3397 = arith.cmpi slt, %v2372, %v2371 : i32
  %v3398 = arith.extui %v3397 : i1 to i64
  call @printI64(%v3398) : (i64) -> ()
  %v3399 = arith.cmpi slt, %v2373, %v2367 : i32
  %v3400 = arith.extui %v3399 : i1 to i64
  call @printI64(%v3400) : (i64) -> ()
  %v3401 = arith.cmpi slt, %v2373, %v2370 : i32
  %v3402 = arith.extui %v3401 : i1 to i64
  call @printI64(%v3402) : (i64) -> ()
  %v3403 = arith.cmpi slt, %v2373, %v2373 : i32
  %v3404 = arith.extui %v3403 : i1 to i64
  call @printI64(%v3404) : (i64) -> ()
  call @printNewline() : () -> ()
  %v3405 = arith.cmpi sle, %v2367, %v2367 : i32
  %v3406 = arith.extui %v3405 : i1 to i64
  call @printI64(%v3406) : (i64) -> ()
  %v3407 = arith.cmpi sle, %v2367, %v2370 : i32
  %v3408 = arith.extui %v3407 : i1 to i64
  call @printI64(%v3408) : (i64) -> ()
  %v3409 = arith.cmpi sle, %v2367, %v2373 : i32
  %v3410 = arith.extui %v3409 : i1 to i64
  call @printI64(%v3410) : (i64) -> ()
  %v3411 = arith.cmpi sle, %v2368, %v2369 : i32
  %v3412 = arith.extui %v3411 : i1 to i64
  call @printI64(%v3412) : (i64) -> ()
  %v3413 = arith.cmpi sle, %v2368, %v2372 : i32
  %v3414 = arith.extui %v3413 : i1 to i64
  call @printI64(%v3414) : (i64) -> ()
  %v3415 = arith.cmpi sle, %v2369, %v2368 : i32
  %v3416 = arith.extui %v3415 : i1 to i64
  call @printI64(%v3416) : (i64) -> ()
  %v3417 = arith.cmpi sle, %v2369, %v2371 : i32
  %v3418 = arith.extui %v3417 : i1 to i64
  call @printI64(%v3418) : (i64) -> ()
  %v3419 = arith.cmpi sle, %v2370, %v2367 : i32
  %v3420 = arith.extui %v3419 : i1 to i64
  call @printI64(%v3420) : (i64) -> ()
  %v3421 = arith.cmpi sle, %v2370, %v2370 : i32
  %v3422 = arith.extui %v3421 : i1 to i64
  call @printI64(%v3422) : (i64) -> ()
  %v3423 = arith.cmpi sle, %v2370, %v2373 : i32
  %v3424 = arith.extui %v3423 : i1 to i64
  call @printI64(%v3424) : (i64) -> ()
  %v3425 = arith.cmpi sle, %v2371, %v2369 : i32
  %v3426 = arith.extui %v3425 : i1 to i64
  call @printI64(%v3426) : (i64) -> ()
  %v3427 = arith.cmpi sle, %v2371, %v2372 : i32
  %v3428 = arith.extui %v3427 : i1 to i64
  call @printI64(%v3428) : (i64) -> ()
  %v3429 = arith.cmpi sle, %v2372, %v2368 : i32
  %v3430 = arith.extui %v3429 : i1 to i64
  call @printI64(%v3430) : (i64) -> ()
  %v3431 = arith.cmpi sle, %v2372, %v2371 : i32
  %v3432 = arith.extui %v3431 : i1 to i64
  call @printI64(%v3432) : (i64) -> ()
  %v3433 = arith.cmpi sle, %v2373, %v2367 : i32
  %v3434 = arith.extui %v3433 : i1 to i64
  call @printI64(%v3434) : (i64) -> ()
  %v3435 = arith.cmpi sle, %v2373, %v2370 : i32
  %v3436 = arith.extui %v3435 : i1 to i64
  call @printI64(%v3436) : (i64) -> ()
  %v3437 = arith.cmpi sle, %v2373, %v2373 : i32
  %v3438 = arith.extui %v3437 : i1 to i64
  call @printI64(%v3438) : (i64) -> ()
  call @printNewline() : () -> ()
  %v3439 = arith.cmpi sgt, %v2367, %v2367 : i32
  %v3440 = arith.extui %v3439 : i1 to i64
  call @printI64(%v3440) : (i64) -> ()
  %v3441 = arith.cmpi sgt, %v2367, %v2370 : i32
  %v3442 = arith.extui %v3441 : i1 to i64
  call @printI64(%v3442) : (i64) -> ()
  %v3443 = arith.cmpi sgt, %v2367, %v2373 : i32
  %v3444 = arith.extui %v3443 : i1 to i64
  call @printI64(%v3444) : (i64) -> ()
  %v3445 = arith.cmpi sgt, %v2368, %v2369 : i32
  %v3446 = arith.extui %v3445 : i1 to i64
  call @printI64(%v3446) : (i64) -> ()
  %v3447 = arith.cmpi sgt, %v2368, %v2372 : i32
  %v3448 = arith.extui %v3447 : i1 to i64
  call @printI64(%v3448) : (i64) -> ()
  %v3449 = arith.cmpi sgt, %v2369, %v2368 : i32
  %v3450 = arith.extui %v3449 : i1 to i64
  call @printI64(%v3450) : (i64) -> ()
  %v3451 = arith.cmpi sgt, %v2369, %v2371 : i32
  %v3452 = arith.extui %v3451 : i1 to i64
  call @printI64(%v3452) : (i64) -> ()
  %v3453 = arith.cmpi sgt, %v2370, %v2367 : i32
  %v3454 = arith.extui %v3453 : i1 to i64
  call @printI64(%v3454) : (i64) -> ()
  %v3455 = arith.cmpi sgt, %v2370, %v2370 : i32
  %v3456 = arith.extui %v3455 : i1 to i64
  call @printI64(%v3456) : (i64) -> ()
  %v3457 = arith.cmpi sgt, %v2370, %v2373 : i32
  %v3458 = arith.extui %v3457 : i1 to i64
  call @printI64(%v3458) : (i64) -> ()
  %v3459 = arith.cmpi sgt, %v2371, %v2369 : i32
  %v3460 = arith.extui %v3459 : i1 to i64
  call @printI64(%v3460) : (i64) -> ()
  %v3461 = arith.cmpi sgt, %v2371, %v2372 : i32
  %v3462 = arith.extui %v3461 : i1 to i64
  call @printI64(%v3462) : (i64) -> ()
  %v3463 = arith.cmpi sgt, %v2372, %v2368 : i32
  %v3464 = arith.extui %v3463 : i1 to i64
  call @printI64(%v3464) : (i64) -> ()
  %v3465 = arith.cmpi sgt, %v2372, %v2371 : i32
  %v3466 = arith.extui %v3465 : i1 to i64
  call @printI64(%v3466) : (i64) -> ()
  %v3467 = arith.cmpi sgt, %v2373, %v2367 : i32
  %v3468 = arith.extui %v3467 : i1 to i64
  call @printI64(%v3468) : (i64) -> ()
  %v3469 = arith.cmpi sgt, %v2373, %v2370 : i32
  %v3470 = arith.extui %v3469 : i1 to i64
  call @printI64(%v3470) : (i64) -> ()
  %v3471 = arith.cmpi sgt, %v2373, %v2373 : i32
  %v3472 = arith.extui %v3471 : i1 to i64
  call @printI64(%v3472) : (i64) -> ()
  call @printNewline() : () -> ()
  %v3473 = arith.cmpi sge, %v2367, %v2367 : i32
  %v3474 = arith.extui %v3473 : i1 to i64
  call @printI64(%v3474) : (i64) -> ()
  %v3475 = arith.cmpi sge, %v2367, %v2370 : i32
  %v3476 = arith.extui %v3475 : i1 to i64
  call @printI64(%v3476) : (i64) -> ()
  %v3477 = arith.cmpi sge, %v2367, %v2373 : i32
  %v3478 = arith.extui %v3477 : i1 to i64
  call @printI64(%v3478) : (i64) -> ()
  %v3479 = arith.cmpi sge, %v2368, %v2369 : i32
  %v3480 = arith.extui %v3479 : i1 to i64
  call @printI64(%v3480) : (i64) -> ()
  %v3481 = arith.cmpi sge, %v2368, %v2372 : i32
  %v3482 = arith.extui %v3481 : i1 to i64
  call @printI64(%v3482) : (i64) -> ()
  %v3483 = arith.cmpi sge, %v2369, %v2368 : i32
  %v3484 = arith.extui %v3483 : i1 to i64
  call @printI64(%v3484) : (i64) -> ()
  %v3485 = arith.cmpi sge, %v2369, %v2371 : i32
  %v3486 = arith.extui %v3485 : i1 to i64
  call @printI64(%v3486) : (i64) -> ()
  %v3487 = arith.cmpi sge, %v2370, %v2367 : i32
  %v3488 = arith.extui %v3487 : i1 to i64
  call @printI64(%v3488) : (i64) -> ()
  %v3489 = arith.cmpi sge, %v2370, %v2370 : i32
  %v3490 = arith.extui %v3489 : i1 to i64
  call @printI64(%v3490) : (i64) -> ()
  %v3491 = arith.cmpi sge, %v2370, %v2373 : i32
  %v3492 = arith.extui %v3491 : i1 to i64
  call @printI64(%v3492) : (i64) -> ()
  %v3493 = arith.cmpi sge, %v2371, %v2369 : i32
  %v3494 = arith.extui %v3493 : i1 to i64
  call @printI64(%v3494) : (i64) -> ()
  %v3495 = arith.cmpi sge, %v2371, %v2372 : i32
  %v3496 = arith.extui %v3495 : i1 to i64
  call @printI64(%v3496) : (i64) -> ()
  %v3497 = arith.cmpi sge, %v2372, %v2368 : i32
  %v3498 = arith.extui %v3497 : i1 to i64
  call @printI64(%v3498) : (i64) -> ()
  %v3499 = arith.cmpi sge, %v2372, %v2371 : i32
  %v3500 = arith.extui %v3499 : i1 to i64
  call @printI64(%v3500) : (i64) -> ()
  %v3501 = arith.cmpi sge, %v2373, %v2367 : i32
  %v3502 = arith.extui %v3501 : i1 to i64
  call @printI64(%v3502) : (i64) -> ()
  %v3503 = arith.cmpi sge, %v2373, %v2370 : i32
  %v3504 = arith.extui %v3503 : i1 to i64
  call @printI64(%v3504) : (i64) -> ()
  %v3505 = arith.cmpi sge, %v2373, %v2373 : i32
  %v3506 = arith.extui %v3505 : i1 to i64
  call @printI64(%v3506) : (i64) -> ()
  call @printNewline() : () -> ()
  %v3507 = arith.cmpi ult, %v2367, %v2367 : i32
  %v3508 = arith.extui %v3507 : i1 to i64
  call @printI64(%v3508) : (i64) -> ()
  %v3509 = arith.cmpi ult, %v2367, %v2370 : i32
  %v3510 = arith.extui %v3509 : i1 to i64
  call @printI64(%v3510) : (i64) -> ()
  %v3511 = arith.cmpi ult, %v2367, %v2373 : i32
  %v3512 = arith.extui %v3511 : i1 to i64
  call @printI64(%v3512) : (i64) -> ()
  %v3513 = arith.cmpi ult, %v2368, %v2369 : i32
  %v3514 = arith.extui %v3513 : i1 to i64
  call @printI64(%v3514) : (i64) -> ()
  %v3515 = arith.cmpi ult, %v2368, %v2372 : i32
  %v3516 = arith.extui %v3515 : i1 to i64
  call @printI64(%v3516) : (i64) -> ()
  %v3517 = arith.cmpi ult, %v2369, %v2368 : i32
  %v3518 = arith.extui %v3517 : i1 to i64
  call @printI64(%v3518) : (i64) -> ()
  %v3519 = arith.cmpi ult, %v2369, %v2371 : i32
  %v3520 = arith.extui %v3519 : i1 to i64
  call @printI64(%v3520) : (i64) -> ()
  %v3521 = arith.cmpi ult, %v2370, %v2367 : i32
  %v3522 = arith.extui %v3521 : i1 to i64
  call @printI64(%v3522) : (i64) -> ()
  %v3523 = arith.cmpi ult, %v2370, %v2370 : i32
  %v3524 = arith.extui %v3523 : i1 to i64
  call @printI64(%v3524) : (i64) -> ()
  %v3525 = arith.cmpi ult, %v2370, %v2373 : i32
  %v3526 = arith.extui %v3525 : i1 to i64
  call @printI64(%v3526) : (i64) -> ()
  %v3527 = arith.cmpi ult, %v2371, %v2369 : i32
  %v3528 = arith.extui %v3527 : i1 to i64
  call @printI64(%v3528) : (i64) -> ()
  %v3529 = arith.cmpi ult, %v2371, %v2372 : i32
  %v3530 = arith.extui %v3529 : i1 to i64
  call @printI64(%v3530) : (i64) -> ()
  %v3531 = arith.cmpi ult, %v2372, %v2368 : i32
  %v3532 = arith.extui %v3531 : i1 to i64
  call @printI64(%v3532) : (i64) -> ()
  %v3533 = arith.cmpi ult, %v2372, %v2371 : i32
  %v3534 = arith.extui %v3533 : i1 to i64
  call @printI64(%v3534) : (i64) -> ()
  %v3535 = arith.cmpi ult, %v2373, %v2367 : i32
  %v3536 = arith.extui %v3535 : i1 to i64
  call @printI64(%v3536) : (i64) -> ()
  %v3537 = arith.cmpi ult, %v2373, %v2370 : i32
  %v3538 = arith.extui %v3537 : i1 to i64
  call @printI64(%v3538) : (i64) -> ()
  %v3539 = arith.cmpi ult, %v2373, %v2373 : i32
  %v3540 = arith.extui %v3539 : i1 to i64
  call @printI64(%v3540) : (i64) -> ()
  call @printNewline() : () -> ()
  %v3541 = arith.cmpi ule, %v2367, %v2367 : i32
  %v3542 = arith.extui %v3541 : i1 to i64
  call @printI64(%v3542) : (i64) -> ()
  %v3543 = arith.cmpi ule, %v2367, %v2370 : i32
  %v3544 = arith.extui %v3543 : i1 to i64
  call @printI64(%v3544) : (i64) -> ()
  %v3545 = arith.cmpi ule, %v2367, %v2373 : i32
  %v3546 = arith.extui %v3545 : i1 to i64
  call @printI64(%v3546) : (i64) -> ()
  %v3547 = arith.cmpi ule, %v2368, %v2369 : i32
  %v3548 = arith.extui %v3547 : i1 to i64
  call @printI64(%v3548) : (i64) -> ()
  %v3549 = arith.cmpi ule, %v2368, %v2372 : i32
  %v3550 = arith.extui %v3549 : i1 to i64
  call @printI64(%v3550) : (i64) -> ()
  %v3551 = arith.cmpi ule, %v2369, %v2368 : i32
  %v3552 = arith.extui %v3551 : i1 to i64
  call @printI64(%v3552) : (i64) -> ()
  %v3553 = arith.cmpi ule, %v2369, %v2371 : i32
  %v3554 = arith.extui %v3553 : i1 to i64
  call @printI64(%v3554) : (i64) -> ()
  %v3555 = arith.cmpi ule, %v2370, %v2367 : i32
  %v3556 = arith.extui %v3555 : i1 to i64
  call @printI64(%v3556) : (i64) -> ()
  %v3557 = arith.cmpi ule, %v2370, %v2370 : i32
  %v3558 = arith.extui %v3557 : i1 to i64
  call @printI64(%v3558) : (i64) -> ()
  %v3559 = arith.cmpi ule, %v2370, %v2373 : i32
  %v3560 = arith.extui %v3559 : i1 to i64
  call @printI64(%v3560) : (i64) -> ()
  %v3561 = arith.cmpi ule, %v2371, %v2369 : i32
  %v3562 = arith.extui %v3561 : i1 to i64
  call @printI64(%v3562) : (i64) -> ()
  %v3563 = arith.cmpi ule, %v2371, %v2372 : i32
  %v3564 = arith.extui %v3563 : i1 to i64
  call @printI64(%v3564) : (i64) -> ()
  %v3565 = arith.cmpi ule, %v2372, %v2368 : i32
  %v3566 = arith.extui %v3565 : i1 to i64
  call @printI64(%v3566) : (i64) -> ()
  %v3567 = arith.cmpi ule, %v2372, %v2371 : i32
  %v3568 = arith.extui %v3567 : i1 to i64
  call @printI64(%v3568) : (i64) -> ()
  %v3569 = arith.cmpi ule, %v2373, %v2367 : i32
  %v3570 = arith.extui %v3569 : i1 to i64
  call @printI64(%v3570) : (i64) -> ()
  %v3571 = arith.cmpi ule, %v2373, %v2370 : i32
  %v3572 = arith.extui %v3571 : i1 to i64
  call @printI64(%v3572) : (i64) -> ()
  %v3573 = arith.cmpi ule, %v2373, %v2373 : i32
  %v3574 = arith.extui %v3573 : i1 to i64
  call @printI64(%v3574) : (i64) -> ()
  call @printNewline() : () -> ()
  %v3575 = arith.cmpi ugt, %v2367, %v2367 : i32
  %v3576 = arith.extui %v3575 : i1 to i64
  call @printI64(%v3576) : (i64) -> ()
  %v3577 = arith.cmpi ugt, %v2367, %v2370 : i32
  %v3578 = arith.extui %v3577 : i1 to i64
  call @printI64(%v3578) : (i64) -> ()
  %v3579 = arith.cmpi ugt, %v2367, %v2373 : i32
  %v3580 = arith.extui %v3579 : i1 to i64
  call @printI64(%v3580) : (i64) -> ()
  %v3581 = arith.cmpi ugt, %v2368, %v2369 : i32
  %v3582 = arith.extui %v3581 : i1 to i64
  call @printI64(%v3582) : (i64) -> ()
  %v3583 = arith.cmpi ugt, %v2368, %v2372 : i32
  %v3584 = arith.extui %v3583 : i1 to i64
  call @printI64(%v3584) : (i64) -> ()
  %v3585 = arith.cmpi ugt, %v2369, %v2368 : i32
  %v3586 = arith.extui %v3585 : i1 to i64
  call @printI64(%v3586) : (i64) -> ()
  %v3587 = arith.cmpi ugt, %v2369, %v2371 : i32
  %v3588 = arith.extui %v3587 : i1 to i64
  call @printI64(%v3588) : (i64) -> ()
  %v3589 = arith.cmpi ugt, %v2370, %v2367 : i32
  %v3590 = arith.extui %v3589 : i1 to i64
  call @printI64(%v3590) : (i64) -> ()
  %v3591 = arith.cmpi ugt, %v2370, %v2370 : i32
  %v3592 = arith.extui %v3591 : i1 to i64
  call @printI64(%v3592) : (i64) -> ()
  %v3593 = arith.cmpi ugt, %v2370, %v2373 : i32
  %v3594 = arith.extui %v3593 : i1 to i64
  call @printI64(%v3594) : (i64) -> ()
  %v3595 = arith.cmpi ugt, %v2371, %v2369 : i32
  %v3596 = arith.extui %v3595 : i1 to i64
  call @printI64(%v3596) : (i64) -> ()
  %v3597 = arith.cmpi ugt, %v2371, %v2372 : i32
  %v3598 = arith.extui %v3597 : i1 to i64
  call @printI64(%v3598) : (i64) -> ()
  %v3599 = arith.cmpi ugt, %v2372, %v2368 : i32
  %v3600 = arith.extui %v3599 : i1 to i64
  call @printI64(%v3600) : (i64) -> ()
  %v3601 = arith.cmpi ugt, %v2372, %v2371 : i32
  %v3602 = arith.extui %v3601 : i1 to i64
  call @printI64(%v3602) : (i64) -> ()
  %v3603 = arith.cmpi ugt, %v2373, %v2367 : i32
  %v3604 = arith.extui %v3603 : i1 to i64
  call @printI64(%v3604) : (i64) -> ()
  %v3605 = arith.cmpi ugt, %v2373, %v2370 : i32
  %v3606 = arith.extui %v3605 : i1 to i64
  call @printI64(%v3606) : (i64) -> ()
  %v3607 = arith.cmpi ugt, %v2373, %v2373 : i32
  %v3608 = arith.extui %v3607 : i1 to i64
  call @printI64(%v3608) : (i64) -> ()
  call @printNewline() : () -> ()
  %v3609 = arith.cmpi uge, %v2367, %v2367 : i32
  %v3610 = arith.extui %v3609 : i1 to i64
  call @printI64(%v3610) : (i64) -> ()
  %v3611 = arith.cmpi uge, %v2367, %v2370 : i32
  %v3612 = arith.extui %v3611 : i1 to i64
  call @printI64(%v3612) : (i64) -> ()
  %v3613 = arith.cmpi uge, %v2367, %v2373 : i32
  %v3614 = arith.extui %v3613 : i1 to i64
  call @printI64(%v3614) : (i64) -> ()
  %v3615 = arith.cmpi uge, %v2368, %v2369 : i32
  %v3616 = arith.extui %v3615 : i1 to i64
  call @printI64(%v3616) : (i64) -> ()
  %v3617 = arith.cmpi uge, %v2368, %v2372 : i32
  %v3618 = arith.extui %v3617 : i1 to i64
  call @printI64(%v3618) : (i64) -> ()
  %v3619 = arith.cmpi uge, %v2369, %v2368 : i32
  %v3620 = arith.extui %v3619 : i1 to i64
  call @printI64(%v3620) : (i64) -> ()
  %v3621 = arith.cmpi uge, %v2369, %v2371 : i32
  %v3622 = arith.extui %v3621 : i1 to i64
  call @printI64(%v3622) : (i64) -> ()
  %v3623 = arith.cmpi uge, %v2370, %v2367 : i32
  %v3624 = arith.extui %v3623 : i1 to i64
  call @printI64(%v3624) : (i64) -> ()
  %v3625 = arith.cmpi uge, %v2370, %v2370 : i32
  %v3626 = arith.extui %v3625 : i1 to i64
  call @printI64(%v3626) : (i64) -> ()
  %v3627 = arith.cmpi uge, %v2370, %v2373 : i32
  %v3628 = arith.extui %v3627 : i1 to i64
  call @printI64(%v3628) : (i64) -> ()
  %v3629 = arith.cmpi uge, %v2371, %v2369 : i32
  %v3630 = arith.extui %v3629 : i1 to i64
  call @printI64(%v3630) : (i64) -> ()
  %v3631 = arith.cmpi uge, %v2371, %v2372 : i32
  %v3632 = arith.extui %v3631 : i1 to i64
  call @printI64(%v3632) : (i64) -> ()
  %v3633 = arith.cmpi uge, %v2372, %v2368 : i32
  %v3634 = arith.extui %v3633 : i1 to i64
  call @printI64(%v3634) : (i64) -> ()
  %v3635 = arith.cmpi uge, %v2372, %v2371 : i32
  %v3636 = arith.extui %v3635 : i1 to i64
  call @printI64(%v3636) : (i64) -> ()
  %v3637 = arith.cmpi uge, %v2373, %v2367 : i32
  %v3638 = arith.extui %v3637 : i1 to i64
  call @printI64(%v3638) : (i64) -> ()
  %v3639 = arith.cmpi uge, %v2373, %v2370 : i32
  %v3640 = arith.extui %v3639 : i1 to i64
  call @printI64(%v3640) : (i64) -> ()
  %v3641 = arith.cmpi uge, %v2373, %v2373 : i32
  %v3642 = arith.extui %v3641 : i1 to i64
  call @printI64(%v3642) : (i64) -> ()
  call @printNewline() : () -> ()
  %v3643 = arith.trunci %v2367 : i32 to i8
  %v3644 = arith.extsi %v3643 : i8 to i64
  call @printI64(%v3644) : (i64) -> ()
  call @printComma() : () -> ()
  %v3645 = arith.trunci %v2367 : i32 to i16
  %v3646 = arith.extsi %v3645 : i16 to i64
  call @printI64(%v3646) : (i64) -> ()
  call @printComma() : () -> ()
  %v3647 = arith.extsi %v2367 : i32 to i64
  call @printI64(%v3647) : (i64) -> ()
  call @printComma() : () -> ()
  %v3648 = arith.extui %v2367 : i32 to i64
  call @printI64(%v3648) : (i64) -> ()
  call @printComma() : () -> ()
  %v3649 = arith.sitofp %v2367 : i32 to f64
  call @printF64(%v3649) : (f64) -> ()
  call @printComma() : () -> ()
  %v3650 = arith.uitofp %v2367 : i32 to f32
  call @printF32(%v3650) : (f32) -> ()
  call @printComma() : () -> ()
  %v3651 = arith.index_cast %v2367 : i32 to index
  %v3652 = arith.index_cast %v3651 : index to i64
  call @printI64(%v3652) : (i64) -> ()
  call @printComma() : () -> ()
  %v3653 = arith.trunci %v2368 : i32 to i8
  %v3654 = arith.extsi %v3653 : i8 to i64
  call @printI64(%v3654) : (i64) -> ()
  call @printComma() : () -> ()
  %v3655 = arith.trunci %v2368 : i32 to i16
  %v3656 = arith.extsi %v3655 : i16 to i64
  call @printI64(%v3656) : (i64) -> ()
  call @printComma() : () -> ()
  %v3657 = arith.extsi %v2368 : i32 to i64
  call @printI64(%v3657) : (i64) -> ()
  call @printComma() : () -> ()
  %v3658 = arith.extui %v2368 : i32 to i64
  call @printI64(%v3658) : (i64) -> ()
  call @printComma() : () -> ()
  %v3659 = arith.sitofp %v2368 : i32 to f64
  call @printF64(%v3659) : (f64) -> ()
  call @printComma() : () -> ()
  %v3660 = arith.uitofp %v2368 : i32 to f32
  call @printF32(%v3660) : (f32) -> ()
  call @printComma() : () -> ()
  %v3661 = arith.index_cast %v2368 : i32 to index
  %v3662 = arith.index_cast %v3661 : index to i64
  call @printI64(%v3662) : (i64) -> ()
  call @printComma() : () -> ()
  %v3663 = arith.trunci %v2369 : i32 to i8
  %v3664 = arith.extsi %v3663 : i8 to i64
  call @printI64(%v3664) : (i64) -> ()
  call @printComma() : () -> ()
  %v3665 = arith.trunci %v2369 : i32 to i16
  %v3666 = arith.extsi %v3665 : i16 to i64
  call @printI64(%v3666) : (i64) -> ()
  call @printComma() : () -> ()
  %v3667 = arith.extsi %v2369 : i32 to i64
  call @printI64(%v3667) : (i64) -> ()
  call @printComma() : () -> ()
  %v3668 = arith.extui %v2369 : i32 to i64
  call @printI64(%v3668) : (i64) -> ()
  call @printComma() : () -> ()
  %v3669 = arith.sitofp %v2369 : i32 to f64
  call @printF64(%v3669) : (f64) -> ()
  call @printComma() : () -> ()
  %v3670 = arith.uitofp %v2369 : i32 to f32
  call @printF32(%v3670) : (f32) -> ()
  call @printComma() : () -> ()
  %v3671 = arith.index_cast %v2369 : i32 to index
  %v3672 = arith.index_cast %v3671 : index to i64
  call @printI64(%v3672) : (i64) -> ()
  call @printComma() : () -> ()
  %v3673 = arith.trunci %v2370 : i32 to i8
  %v3674 = arith.extsi %v3673 : i8 to i64
  call @printI64(%v3674) : (i64) -> ()
  call @printComma() : () -> ()
  %v3675 = arith.trunci %v2370 : i32 to i16
  %v3676 = arith.extsi %v3675 : i16 to i64
  call @printI64(%v3676) : (i64) -> ()
  call @printComma() : () -> ()
  %v3677 = arith.extsi %v2370 : i32 to i64
  call @printI64(%v3677) : (i64) -> ()
  call @printComma() : () -> ()
  %v3678 = arith.extui %v2370 : i32 to i64
  call @printI64(%v3678) : (i64) -> ()
  call @printComma() : () -> ()
  %v3679 = arith.sitofp %v2370 : i32 to f64
  call @printF64(%v3679) : (f64) -> ()
  call @printComma() : () -> ()
  %v3680 = arith.uitofp %v2370 : i32 to f32
  call @printF32(%v3680) : (f32) -> ()
  call @printComma() : () -> ()
  %v3681 = arith.index_cast %v2370 : i32 to index
  %v3682 = arith.index_cast %v3681 : index to i64
  call @printI64(%v3682) : (i64) -> ()
  call @printComma() : () -> ()
  %v3683 = arith.trunci %v2371 : i32 to i8
  %v3684 = arith.extsi %v3683 : i8 to i64
  call @printI64(%v3684) : (i64) -> ()
  call @printComma() : () -> ()
  %v3685 = arith.trunci %v2371 : i32 to i16
  %v3686 = arith.extsi %v3685 : i16 to i64
  call @printI64(%v3686) : (i64) -> ()
  call @printComma() : () -> ()
  %v3687 = arith.extsi %v2371 : i32 to i64
  call @printI64(%v3687) : (i64) -> ()
  call @printComma() : () -> ()
  %v3688 = arith.extui %v2371 : i32 to i64
  call @printI64(%v3688) : (i64) -> ()
  call @printComma() : () -> ()
  %v3689 = arith.sitofp %v2371 : i32 to f64
  call @printF64(%v3689) : (f64) -> ()
  call @printComma() : () -> ()
  %v3690 = arith.uitofp %v2371 : i32 to f32
  call @printF32(%v3690) : (f32) -> ()
  call @printComma() : () -> ()
  %v3691 = arith.index_cast %v2371 : i32 to index
  %v3692 = arith.index_cast %v3691 : index to i64
  call @printI64(%v3692) : (i64) -> ()
  call @printComma() : () -> ()
  %v3693 = arith.trunci %v2372 : i32 to i8
  %v3694 = arith.extsi %v3693 : i8 to i64
  call @printI64(%v3694) : (i64) -> ()
  call @printComma() : () -> ()
  %v3695 = arith.trunci %v2372 : i32 to i16
  %v3696 = arith.extsi %v3695 : i16 to i64
  call @printI64(%v3696) : (i64) -> ()
  call @printComma() : () -> ()
  %v3697 = arith.extsi %v2372 : i32 to i64
  call @printI64(%v3697) : (i64) -> ()
  call @printComma() : () -> ()
  %v3698 = arith.extui %v2372 : i32 to i64
  call @printI64(%v3698) : (i64) -> ()
  call @printComma() : () -> ()
  %v3699 = arith.sitofp %v2372 : i32 to f64
  call @printF64(%v3699) : (f64) -> ()
  call @printComma() : () -> ()
  %v3700 = arith.uitofp %v2372 : i32 to f32
  call @printF32(%v3700) : (f32) -> ()
  call @printComma() : () -> ()
  %v3701 = arith.index_cast %v2372 : i32 to index
  %v3702 = arith.index_cast %v3701 : index to i64
  call @printI64(%v3702) : (i64) -> ()
  call @printComma() : () -> ()
  %v3703 = arith.trunci %v2373 : i32 to i8
  %v3704 = arith.extsi %v3703 : i8 to i64
  call @printI64(%v3704) : (i64) -> ()
  call @printComma() : () -> ()
  %v3705 = arith.trunci %v2373 : i32 to i16
  %v3706 = arith.extsi %v3705 : i16 to i64
  call @printI64(%v3706) : (i64) -> ()
  call @printComma() : () -> ()
  %v3707 = arith.extsi %v2373 : i32 to i64
  call @printI64(%v3707) : (i64) -> ()
  call @printComma() : () -> ()
  %v3708 = arith.extui %v2373 : i32 to i64
  call @printI64(%v3708) : (i64) -> ()
  call @printComma() : () -> ()
  %v3709 = arith.sitofp %v2373 : i32 to f64
  call @printF64(%v3709) : (f64) -> ()
  call @printComma() : () -> ()
  %v3710 = arith.uitofp %v2373 : i32 to f32
  call @printF32(%v3710) : (f32) -> ()
  call @printComma() : () -> ()
  %v3711 = arith.index_cast %v2373 : i32 to index
  %v3712 = arith.index_cast %v3711 : index to i64
  call @printI64(%v3712) : (i64) -> ()
  call @printComma() : () -> ()
  call @printNewline() : () -> ()
  %v3713 = arith.constant 0 : i64
  %v3714 = arith.constant 1 : i64
  %v3715 = arith.constant 9223372036854775807 : i64
  %v3716 = arith.constant -9223372036854775808 : i64
  %v3717 = arith.constant -1 : i64
  %v3718 = arith.constant 13 : i64
  %v3719 = arith.constant -5 : i64
  %v3720 = arith.addi %v3713, %v3713 : i64
  call @printI64(%v3720) : (i64) -> ()
  call @printComma() : () -> ()
  %v3721 = arith.addi %v3713, %v3716 : i64
  call @printI64(%v3721) : (i64) -> ()
  call @printComma() : () -> ()
  %v3722 = arith.addi %v3713, %v3719 : i64
  call @printI64(%v3722) : (i64) -> ()
  call @printComma() : () -> ()
  %v3723 = arith.addi %v3714, %v3715 : i64
  call @printI64(%v3723) : (i64) -> ()
  call @printComma() : () -> ()
  %v3724 = arith.addi %v3714, %v3718 : i64
  call @printI64(%v3724) : (i64) -> ()
  call @printComma() : () -> ()
  %v3725 = arith.addi %v3715, %v3714 : i64
  call @printI64(%v3725) : (i64) -> ()
  call @printComma() : () -> ()
  %v3726 = arith.addi %v3715, %v3717 : i64
  call @printI64(%v3726) : (i64) -> ()
  call @printComma() : () -> ()
  %v3727 = arith.addi %v3716, %v3713 : i64
  call @printI64(%v3727) : (i64) -> ()
  call @printComma() : () -> ()
  %v3728 = arith.addi %v3716, %v3716 : i64
  call @printI64(%v3728) : (i64) -> ()
  call @printComma() : () -> ()
  %v3729 = arith.addi %v3716, %v3719 : i64
  call @printI64(%v3729) : (i64) -> ()
  call @printComma() : () -> ()
  %v3730 = arith.addi %v3717, %v3715 : i64
  call @printI64(%v3730) : (i64) -> ()
  call @printComma() : () -> ()
  %v3731 = arith.addi %v3717, %v3718 : i64
  call @printI64(%v3731) : (i64) -> ()
  call @printComma() : () -> ()
  %v3732 = arith.addi %v3718, %v3714 : i64
  call @printI64(%v3732) : (i64) -> ()
  call @printComma() : () -> ()
  %v3733 = arith.addi %v3718, %v3717 : i64
  call @printI64(%v3733) : (i64) -> ()
  call @printComma() : () -> ()
  %v3734 = arith.addi %v3719, %v3713 : i64
  call @printI64(%v3734) : (i64) -> ()
  call @printComma() : () -> ()
  %v3735 = arith.addi %v3719, %v3716 : i64
  call @printI64(%v3735) : (i64) -> ()
  call @printComma() : () -> ()
  %v3736 = arith.addi %v3719, %v3719 : i64
  call @printI64(%v3736) : (i64) -> ()
  call @printComma() : () -> ()
  call @printNewline() : () -> ()
  %v3737 = arith.subi %v3713, %v3713 : i64
  call @printI64(%v3737) : (i64) -> ()
  call @printComma() : () -> ()
  %v3738 = arith.subi %v3713, %v3716 : i64
  call @printI64(%v3738) : (i64) -> ()
  call @printComma() : () -> ()
  %v3739 = arith.subi %v3713, %v3719 : i64
  call @printI64(%v3739) : (i64) -> ()
  call @printComma() : () -> ()
  %v3740 = arith.subi %v3714, %v3715 : i64
  call @printI64(%v3740) : (i64) -> ()
  call @printComma() : () -> ()
  %v3741 = arith.subi %v3714, %v3718 : i64
  call @printI64(%v3741) : (i64) -> ()
  call @printComma() : () -> ()
  %v3742 = arith.subi %v3715, %v3714 : i64
  call @printI64(%v3742) : (i64) -> ()
  call @printComma() : () -> ()
  %v3743 = arith.subi %v3715, %v3717 : i64
  call @printI64(%v3743) : (i64) -> ()
  call @printComma() : () -> ()
  %v3744 = arith.subi %v3716, %v3713 : i64
  call @printI64(%v3744) : (i64) -> ()
  call @printComma() : () -> ()
  %v3745 = arith.subi %v3716, %v3716 : i64
  call @printI64(%v3745) : (i64) -> ()
  call @printComma() : () -> ()
  %v3746 = arith.subi %v3716, %v3719 : i64
  call @printI64(%v3746) : (i64) -> ()
  call @printComma() : () -> ()
  %v3747 = arith.subi %v3717, %v3715 : i64
  call @printI64(%v3747) : (i64) -> ()
  call @printComma() : () -> ()
  %v3748 = arith.subi %v3717, %v3718 : i64
  call @printI64(%v3748) : (i64) -> ()
  call @printComma() : () -> ()
  %v3749 = arith.subi %v3718, %v3714 : i64
  call @printI64(%v3749) : (i64) -> ()
  call @printComma() : () -> ()
  %v3750 = arith.subi %v3718, %v3717 : i64
  call @printI64(%v3750) : (i64) -> ()
  call @printComma() : () -> ()
  %v3751 = arith.subi %v3719, %v3713 : i64
  call @printI64(%v3751) : (i64) -> ()
  call @printComma() : () -> ()
  %v3752 = arith.subi %v3719, %v3716 : i64
  call @printI64(%v3752) : (i64) -> ()
  call @printComma() : () -> ()
  %v3753 = arith.subi %v3719, %v3719 : i64
  call @printI64(%v3753) : (i64) -> ()
  call @printComma() : () -> ()
  call @printNewline() : () -> ()
  %v3754 = arith.muli %v3713, %v3713 : i64
  call @printI64(%v3754) : (i64) -> ()
  call @printComma() : () -> ()
  %v3755 = arith.muli %v3713, %v3716 : i64
  call @printI64(%v3755) : (i64) -> ()
  call @printComma() : () -> ()
  %v3756 = arith.muli %v3713, %v3719 : i64
  call @printI64(%v3756) : (i64) -> ()
  call @printComma() : () -> ()
  %v3757 = arith.muli %v3714, %v3715 : i64
  call @printI64(%v3757) : (i64) -> ()
  call @printComma() : () -> ()
  %v3758 = arith.muli %v3714, %v3718 : i64
  call @printI64(%v3758) : (i64) -> ()
  call @printComma() : () -> ()
  %v3759 = arith.muli %v3715, %v3714 : i64
  call @printI64(%v3759) : (i64) -> ()
  call @printComma() : () -> ()
  %v3760 = arith.muli %v3715, %v3717 : i64
  call @printI64(%v3760) : (i64) -> ()
  call @printComma() : () -> ()
  %v3761 = arith.muli %v3716, %v3713 : i64
  call @printI64(%v3761) : (i64) -> ()
  call @printComma() : () -> ()
  %v3762 = arith.muli %v3716, %v3716 : i64
  call @printI64(%v3762) : (i64) -> ()
  call @printComma() : () -> ()
  %v3763 = arith.muli %v3716, %v3719 : i64
  call @printI64(%v3763) : (i64) -> ()
  call @printComma() : () -> ()
  %v3764 = arith.muli %v3717, %v3715 : i64
  call @printI64(%v3764) : (i64) -> ()
  call @printComma() : () -> ()
  %v3765 = arith.muli %v3717, %v3718 : i64
  call @printI64(%v3765) : (i64) -> ()
  call @printComma() : () -> ()
  %v3766 = arith.muli %v3718, %v3714 : i64
  call @printI64(%v3766) : (i64) -> ()
  call @printComma() : () -> ()
  %v3767 = arith.muli %v3718, %v3717 : i64
  call @printI64(%v3767) : (i64) -> ()
  call @printComma() : () -> ()
  %v3768 = arith.muli %v3719, %v3713 : i64
  call @printI64(%v3768) : (i64) -> ()
  call @printComma() : () -> ()
  %v3769 = arith.muli %v3719, %v3716 : i64
  call @printI64(%v3769) : (i64) -> ()
  call @printComma() : () -> ()
  %v3770 = arith.muli %v3719, %v3719 : i64
  call @printI64(%v3770) : (i64) -> ()
  call @printComma() : () -> ()
  call @printNewline() : () -> ()
  %v3771 = arith.andi %v3713, %v3713 : i64
  call @printI64(%v3771) : (i64) -> ()
  call @printComma() : () -> ()
  %v3772 = arith.andi %v3713, %v3716 : i64
  call @printI64(%v3772) : (i64) -> ()
  call @printComma() : () -> ()
  %v3773 = arith.andi %v3713, %v3719 : i64
  call @printI64(%v3773) : (i64) -> ()
  call @printComma() : () -> ()
  %v3774 = arith.andi %v3714, %v3715 : i64
  call @printI64(%v3774) : (i64) -> ()
  call @printComma() : () -> ()
  %v3775 = arith.andi %v3714, %v3718 : i64
  call @printI64(%v3775) : (i64) -> ()
  call @printComma() : () -> ()
  %v3776 = arith.andi %v3715, %v3714 : i64
  call @printI64(%v3776) : (i64) -> ()
  call @printComma() : () -> ()
  %v3777 = arith.andi %v3715, %v3717 : i64
  call @printI64(%v3777) : (i64) -> ()
  call @printComma() : () -> ()
  %v3778 = arith.andi %v3716, %v3713 : i64
  call @printI64(%v3778) : (i64) -> ()
  call @printComma() : () -> ()
  %v3779 = arith.andi %v3716, %v3716 : i64
  call @printI64(%v3779) : (i64) -> ()
  call @printComma() : () -> ()
  %v3780 = arith.andi %v3716, %v3719 : i64
  call @printI64(%v3780) : (i64) -> ()
  call @printComma() : () -> ()
  %v3781 = arith.andi %v3717, %v3715 : i64
  call @printI64(%v3781) : (i64) -> ()
  call @printComma() : () -> ()
  %v3782 = arith.andi %v3717, %v3718 : i64
  call @printI64(%v3782) : (i64) -> ()
  call @printComma() : () -> ()
  %v3783 = arith.andi %v3718, %v3714 : i64
  call @printI64(%v3783) : (i64) -> ()
  call @printComma() : () -> ()
  %v3784 = arith.andi %v3718, %v3717 : i64
  call @printI64(%v3784) : (i64) -> ()
  call @printComma() : () -> ()
  %v3785 = arith.andi %v3719, %v3713 : i64
  call @printI64(%v3785) : (i64) -> ()
  call @printComma() : () -> ()
  %v3786 = arith.andi %v3719, %v3716 : i64
  call @printI64(%v3786) : (i64) -> ()
  call @printComma() : () -> ()
  %v3787 = arith.andi %v3719, %v3719 : i64
  call @printI64(%v3787) : (i64) -> ()
  call @printComma() : () -> ()
  call @printNewline() : () -> ()
  %v3788 = arith.ori %v3713, %v3713 : i64
  call @printI64(%v3788) : (i64) -> ()
  call @printComma() : () -> ()
  %v3789 = arith.ori %v3713, %v3716 : i64
  call @printI64(%v3789) : (i64) -> ()
  call @printComma() : () -> ()
  %v3790 = arith.ori %v3713, %v3719 : i64
  call @printI64(%v3790) : (i64) -> ()
  call @printComma() : () -> ()
  %v3791 = arith.ori %v3714, %v3715 : i64
  call @printI64(%v3791) : (i64) -> ()
  call @printComma() : () -> ()
  %v3792 = arith.ori %v3714, %v3718 : i64
  call @printI64(%v3792) : (i64) -> ()
  call @printComma() : () -> ()
  %v3793 = arith.ori %v3715, %v3714 : i64
  call @printI64(%v3793) : (i64) -> ()
  call @printComma() : () -> ()
  %v3794 = arith.ori %v3715, %v3717 : i64
  call @printI64(%v3794) : (i64) -> ()
  call @printComma() : () -> ()
  %v3795 = arith.ori %v3716, %v3713 : i64
  call @printI64(%v3795) : (i64) -> ()
  call @printComma() : () -> ()
  %v3796 = arith.ori %v3716, %v3716 : i64
  call @printI64(%v3796) : (i64) -> ()
  call @printComma() : () -> ()
  %v3797 = arith.ori %v3716, %v3719 : i64
  call @printI64(%v3797) : (i64) -> ()
  call @printComma() : () -> ()
  %v3798 = arith.ori %v3717, %v3715 : i64
  call @printI64(%v3798) : (i64) -> ()
  call @printComma() : () -> ()
  %v3799 = arith.ori %v3717, %v3718 : i64
  call @printI64(%v3799) : (i64) -> ()
  call @printComma() : () -> ()
  %v3800 = arith.ori %v3718, %v3714 : i64
  call @printI64(%v3800) : (i64) -> ()
  call @printComma() : () -> ()
  %v3801 = arith.ori %v3718, %v3717 : i64
  call @printI64(%v3801) : (i64) -> ()
  call @printComma() : () -> ()
  %v3802 = arith.ori %v3719, %v3713 : i64
  call @printI64(%v3802) : (i64) -> ()
  call @printComma() : () -> ()
  %v3803 = arith.ori %v3719, %v3716 : i64
  call @printI64(%v3803) : (i64) -> ()
  call @printComma() : () -> ()
  %v3804 = arith.ori %v3719, %v3719 : i64
  call @printI64(%v3804) : (i64) -> ()
  call @printComma() : () -> ()
  call @printNewline() : () -> ()
  %v3805 = arith.xori %v3713, %v3713 : i64
  call @printI64(%v3805) : (i64) -> ()
  call @printComma() : () -> ()
  %v3806 = arith.xori %v3713, %v3716 : i64
  call @printI64(%v3806) : (i64) -> ()
  call @printComma() : () -> ()
  %v3807 = arith.xori %v3713, %v3719 : i64
  call @printI64(%v3807) : (i64) -> ()
  call @printComma() : () -> ()
  %v3808 = arith.xori %v3714, %v3715 : i64
  call @printI64(%v3808) : (i64) -> ()
  call @printComma() : () -> ()
  %v3809 = arith.xori %v3714, %v3718 : i64
  call @printI64(%v3809) : (i64) -> ()
  call @printComma() : () -> ()
  %v3810 = arith.xori %v3715, %v3714 : i64
  call @printI64(%v3810) : (i64) -> ()
  call @printComma() : () -> ()
  %v3811 = arith.xori %v3715, %v3717 : i64
  call @printI64(%v3811) : (i64) -> ()
  call @printComma() : () -> ()
  %v3812 = arith.xori %v3716, %v3713 : i64
  call @printI64(%v3812) : (i64) -> ()
  call @printComma() : () -> ()
  %v3813 = arith.xori %v3716, %v3716 : i64
  call @printI64(%v3813) : (i64) -> ()
  call @printComma() : () -> ()
  %v3814 = arith.xori %v3716, %v3719 : i64
  call @printI64(%v3814) : (i64) -> ()
  call @printComma() : () -> ()
  %v3815 = arith.xori %v3717, %v3715 : i64
  call @printI64(%v3815) : (i64) -> ()
  call @printComma() : () -> ()
  %v3816 = arith.xori %v3717, %v3718 : i64
  call @printI64(%v3816) : (i64) -> ()
  call @printComma() : () -> ()
  %v3817 = arith.xori %v3718, %v3714 : i64
  call @printI64(%v3817) : (i64) -> ()
  call @printComma() : () -> ()
  %v3818 = arith.xori %v3718, %v3717 : i64
  call @printI64(%v3818) : (i64) -> ()
  call @printComma() : () -> ()
  %v3819 = arith.xori %v3719, %v3713 : i64
  call @printI64(%v3819) : (i64) -> ()
  call @printComma() : () -> ()
  %v3820 = arith.xori %v3719, %v3716 : i64
  call @printI64(%v3820) : (i64) -> ()
  call @printComma() : () -> ()
  %v3821 = arith.xori %v3719, %v3719 : i64
  call @printI64(%v3821) : (i64) -> ()
  call @printComma() : () -> ()
  call @printNewline() : () -> ()
  %v3822 = arith.maxsi %v3713, %v3713 : i64
  call @printI64(%v3822) : (i64) -> ()
  call @printComma() : () -> ()
  %v3823 = arith.maxsi %v3713, %v3716 : i64
  call @printI64(%v3823) : (i64) -> ()
  call @printComma() : () -> ()
  %v3824 = arith.maxsi %v3713, %v3719 : i64
  call @printI64(%v3824) : (i64) -> ()
  call @printComma() : () -> ()
  %v3825 = arith.maxsi %v3714, %v3715 : i64
  call @printI64(%v3825) : (i64) -> ()
  call @printComma() : () -> ()
  %v3826 = arith.maxsi %v3714, %v3718 : i64
  call @printI64(%v3826) : (i64) -> ()
  call @printComma() : () -> ()
  %v3827 = arith.maxsi %v3715, %v3714 : i64
  call @printI64(%v3827) : (i64) -> ()
  call @printComma() : () -> ()
  %v3828 = arith.maxsi %v3715, %v3717 : i64
  call @printI64(%v3828) : (i64) -> ()
  call @printComma() : () -> ()
  %v3829 = arith.maxsi %v3716, %v3713 : i64
  call @printI64(%v3829) : (i64) -> ()
  call @printComma() : () -> ()
  %v3830 = arith.maxsi %v3716, %v3716 : i64
  call @printI64(%v3830) : (i64) -> ()
  call @printComma() : () -> ()
  %v3831 = arith.maxsi %v3716, %v3719 : i64
  call @printI64(%v3831) : (i64) -> ()
  call @printComma() : () -> ()
  %v3832 = arith.maxsi %v3717, %v3715 : i64
  call @printI64(%v3832) : (i64) -> ()
  call @printComma() : () -> ()
  %v3833 = arith.maxsi %v3717, %v3718 : i64
  call @printI64(%v3833) : (i64) -> ()
  call @printComma() : () -> ()
  %v3834 = arith.maxsi %v3718, %v3714 : i64
  call @printI64(%v3834) : (i64) -> ()
  call @printComma() : () -> ()
  %v3835 = arith.maxsi %v3718, %v3717 : i64
  call @printI64(%v3835) : (i64) -> ()
  call @printComma() : () -> ()
  %v3836 = arith.maxsi %v3719, %v3713 : i64
  call @printI64(%v3836) : (i64) -> ()
  call @printComma() : () -> ()
  %v3837 = arith.maxsi %v3719, %v3716 : i64
  call @printI64(%v3837) : (i64) -> ()
  call @printComma() : () -> ()
  %v3838 = arith.maxsi %v3719, %v3719 : i64
  call @printI64(%v3838) : (i64) -> ()
  call @printComma() : () -> ()
  call @printNewline() : () -> ()
  %v3839 = arith.minsi %v3713, %v3713 : i64
  call @printI64(%v3839) : (i64) -> ()
  call @printComma() : () -> ()
  %v3840 = arith.minsi %v3713, %v3716 : i64
  call @printI64(%v3840) : (i64) -> ()
  call @printComma() : () -> ()
  %v3841 = arith.minsi %v3713, %v3719 : i64
  call @printI64(%v3841) : (i64) -> ()
  call @printComma() : () -> ()
  %v3842 = arith.minsi %v3714, %v3715 : i64
  call @printI64(%v3842) : (i64) -> ()
  call @printComma() : () -> ()
  %v3843 = arith.minsi %v3714, %v3718 : i64
  call @printI64(%v3843) : (i64) -> ()
  call @printComma() : () -> ()
  %v3844 = arith.minsi %v3715, %v3714 : i64
  call @printI64(%v3844) : (i64) -> ()
  call @printComma() : () -> ()
  %v3845 = arith.minsi %v3715, %v3717 : i64
  call @printI64(%v3845) : (i64) -> ()
  call @printComma() : () -> ()
  %v3846 = arith.minsi %v3716, %v3713 : i64
  call @printI64(%v3846) : (i64) -> ()
  call @printComma() : () -> ()
  %v3847 = arith.minsi %v3716, %v3716 : i64
  call @printI64(%v3847) : (i64) -> ()
  call @printComma() : () -> ()
  %v3848 = arith.minsi %v3716, %v3719 : i64
  call @printI64(%v3848) : (i64) -> ()
  call @printComma() : () -> ()
  %v3849 = arith.minsi %v3717, %v3715 : i64
  call @printI64(%v3849) : (i64) -> ()
  call @printComma() : () -> ()
  %v3850 = arith.minsi %v3717, %v3718 : i64
  call @printI64(%v3850) : (i64) -> ()
  call @printComma() : () -> ()
  %v3851 = arith.minsi %v3718, %v3714 : i64
  call @printI64(%v3851) : (i64) -> ()
  call @printComma() : () -> ()
  %v3852 = arith.minsi %v3718, %v3717 : i64
  call @printI64(%v3852) : (i64) -> ()
  call @printComma() : () -> ()
  %v3853 = arith.minsi %v3719, %v3713 : i64
  call @printI64(%v3853) : (i64) -> ()
  call @printComma() : () -> ()
  %v3854 = arith.minsi %v3719, %v3716 : i64
  call @printI64(%v3854) : (i64) -> ()
  call @printComma() : () -> ()
  %v3855 = arith.minsi %v3719, %v3719 : i64
  call @printI64(%v3855) : (i64) -> ()
  call @printComma() : () -> ()
  call @printNewline() : () -> ()
  %v3856 = arith.maxui %v3713, %v3713 : i64
  call @printI64(%v3856) : (i64) -> ()
  call @printComma() : () -> ()
  %v3857 = arith.maxui %v3713, %v3716 : i64
  call @printI64(%v3857) : (i64) -> ()
  call @printComma() : () -> ()
  %v3858 = arith.maxui %v3713, %v3719 : i64
  call @printI64(%v3858) : (i64) -> ()
  call @printComma() : () -> ()
  %v3859 = arith.maxui %v3714, %v3715 : i64
  call @printI64(%v3859) : (i64) -> ()
  call @printComma() : () -> ()
  %v3860 = arith.maxui %v3714, %v3718 : i64
  call @printI64(%v3860) : (i64) -> ()
  call @printComma() : () -> ()
  %v3861 = arith.maxui %v3715, %v3714 : i64
  call @printI64(%v3861) : (i64) -> ()
  call @printComma() : () -> ()
  %v3862 = arith.maxui %v3715, %v3717 : i64
  call @printI64(%v3862) : (i64) -> ()
  call @printComma() : () -> ()
  %v3863 = arith.maxui %v3716, %v3713 : i64
  call @printI64(%v3863) : (i64) -> ()
  call @printComma() : () -> ()
  %v3864 = arith.maxui %v3716, %v3716 : i64
  call @printI64(%v3864) : (i64) -> ()
  call @printComma() : () -> ()
  %v3865 = arith.maxui %v3716, %v3719 : i64
  call @printI64(%v3865) : (i64) -> ()
  call @printComma() : () -> ()
  %v3866 = arith.maxui %v3717, %v3715 : i64
  call @printI64(%v3866) : (i64) -> ()
  call @printComma() : () -> ()
  %v3867 = arith.maxui %v3717, %v3718 : i64
  call @printI64(%v3867) : (i64) -> ()
  call @printComma() : () -> ()
  %v3868 = arith.maxui %v3718, %v3714 : i64
  call @printI64(%v3868) : (i64) -> ()
  call @printComma() : () -> ()
  %v3869 = arith.maxui %v3718, %v3717 : i64
  call @printI64(%v3869) : (i64) -> ()
  call @printComma() : () -> ()
  %v3870 = arith.maxui %v3719, %v3713 : i64
  call @printI64(%v3870) : (i64) -> ()
  call @printComma() : () -> ()
  %v3871 = arith.maxui %v3719, %v3716 : i64
  call @printI64(%v3871) : (i64) -> ()
  call @printComma() : () -> ()
  %v3872 = arith.maxui %v3719, %v3719 : i64
  call @printI64(%v3872) : (i64) -> ()
  call @printComma() : () -> ()
  call @printNewline() : () -> ()
  %v3873 = arith.minui %v3713, %v3713 : i64
  call @printI64(%v3873) : (i64) -> ()
  call @printComma() : () -> ()
  %v3874 = arith.minui %v3713, %v3716 : i64
  call @printI64(%v3874) : (i64) -> ()
  call @printComma() : () -> ()
  %v3875 = arith.minui %v3713, %v3719 : i64
  call @printI64(%v3875) : (i64) -> ()
  call @printComma() : () -> ()
  %v3876 = arith.minui %v3714, %v3715 : i64
  call @printI64(%v3876) : (i64) -> ()
  call @printComma() : () -> ()
  %v3877 = arith.minui %v3714, %v3718 : i64
  call @printI64(%v3877) : (i64) -> ()
  call @printComma() : () -> ()
  %v3878 = arith.minui %v3715, %v3714 : i64
  call @printI64(%v3878) : (i64) -> ()
  call @printComma() : () -> ()
  %v3879 = arith.minui %v3715, %v3717 : i64
  call @printI64(%v3879) : (i64) -> ()
  call @printComma() : () -> ()
  %v3880 = arith.minui %v3716, %v3713 : i64
  call @printI64(%v3880) : (i64) -> ()
  call @printComma() : () -> ()
  %v3881 = arith.minui %v3716, %v3716 : i64
  call @printI64(%v3881) : (i64) -> ()
  call @printComma() : () -> ()
  %v3882 = arith.minui %v3716, %v3719 : i64
  call @printI64(%v3882) : (i64) -> ()
  call @printComma() : () -> ()
  %v3883 = arith.minui %v3717, %v3715 : i64
  call @printI64(%v3883) : (i64) -> ()
  call @printComma() : () -> ()
  %v3884 = arith.minui %v3717, %v3718 : i64
  call @printI64(%v3884) : (i64) -> ()
  call @printComma() : () -> ()
  %v3885 = arith.minui %v3718, %v3714 : i64
  call @printI64(%v3885) : (i64) -> ()
  call @printComma() : () -> ()
  %v3886 = arith.minui %v3718, %v3717 : i64
  call @printI64(%v3886) : (i64) -> ()
  call @printComma() : () -> ()
  %v3887 = arith.minui %v3719, %v3713 : i64
  call @printI64(%v3887) : (i64) -> ()
  call @printComma() : () -> ()
  %v3888 = arith.minui %v3719, %v3716 : i64
  call @printI64(%v3888) : (i64) -> ()
  call @printComma() : () -> ()
  %v3889 = arith.minui %v3719, %v3719 : i64
  call @printI64(%v3889) : (i64) -> ()
  call @printComma() : () -> ()
  call @printNewline() : () -> ()
  %v3890 = arith.constant 0 : i64
  %v3891 = arith.shli %v3713, %v3890 : i64
  call @printI64(%v3891) : (i64) -> ()
  call @printComma() : () -> ()
  %v3892 = arith.constant 1 : i64
  %v3893 = arith.shli %v3713, %v3892 : i64
  call @printI64(%v3893) : (i64) -> ()
  call @printComma() : () -> ()
  %v3894 = arith.constant 63 : i64
  %v3895 = arith.shli %v3713, %v3894 : i64
  call @printI64(%v3895) : (i64) -> ()
  call @printComma() : () -> ()
  %v3896 = arith.constant 0 : i64
  %v3897 = arith.shli %v3714, %v3896 : i64
  call @printI64(%v3897) : (i64) -> ()
  call @printComma() : () -> ()
  %v3898 = arith.constant 1 : i64
  %v3899 = arith.shli %v3714, %v3898 : i64
  call @printI64(%v3899) : (i64) -> ()
  call @printComma() : () -> ()
  %v3900 = arith.constant 63 : i64
  %v3901 = arith.shli %v3714, %v3900 : i64
  call @printI64(%v3901) : (i64) -> ()
  call @printComma() : () -> ()
  %v3902 = arith.constant 0 : i64
  %v3903 = arith.shli %v3715, %v3902 : i64
  call @printI64(%v3903) : (i64) -> ()
  call @printComma() : () -> ()
  %v3904 = arith.constant 1 : i64
  %v3905 = arith.shli %v3715, %v3904 : i64
  call @printI64(%v3905) : (i64) -> ()
  call @printComma() : () -> ()
  %v3906 = arith.constant 63 : i64
  %v3907 = arith.shli %v3715, %v3906 : i64
  call @printI64(%v3907) : (i64) -> ()
  call @printComma() : () -> ()
  %v3908 = arith.constant 0 : i64
  %v3909 = arith.shli %v3716, %v3908 : i64
  call @printI64(%v3909) : (i64) -> ()
  call @printComma() : () -> ()
  %v3910 = arith.constant 1 : i64
  %v3911 = arith.shli %v3716, %v3910 : i64
  call @printI64(%v3911) : (i64) -> ()
  call @printComma() : () -> ()
  %v3912 = arith.constant 63 : i64
  %v3913 = arith.shli %v3716, %v3912 : i64
  call @printI64(%v3913) : (i64) -> ()
  call @printComma() : () -> ()
  %v3914 = arith.constant 0 : i64
  %v3915 = arith.shli %v3717, %v3914 : i64
  call @printI64(%v3915) : (i64) -> ()
  call @printComma() : () -> ()
  %v3916 = arith.constant 1 : i64
  %v3917 = arith.shli %v3717, %v3916 : i64
  call @printI64(%v3917) : (i64) -> ()
  call @printComma() : () -> ()
  %v3918 = arith.constant 63 : i64
  %v3919 = arith.shli %v3717, %v3918 : i64
  call @printI64(%v3919) : (i64) -> ()
  call @printComma() : () -> ()
  %v3920 = arith.constant 0 : i64
  %v3921 = arith.shli %v3718, %v3920 : i64
  call @printI64(%v3921) : (i64) -> ()
  call @printComma() : () -> ()
  %v3922 = arith.constant 1 : i64
  %v3923 = arith.shli %v3718, %v3922 : i64
  call @printI64(%v3923) : (i64) -> ()
  call @printComma() : () -> ()
  %v3924 = arith.constant 63 : i64
  %v3925 = arith.shli %v3718, %v3924 : i64
  call @printI64(%v3925) : (i64) -> ()
  call @printComma() : () -> ()
  %v3926 = arith.constant 0 : i64
  %v3927 = arith.shli %v3719, %v3926 : i64
  call @printI64(%v3927) : (i64) -> ()
  call @printComma() : () -> ()
  %v3928 = arith.constant 1 : i64
  %v3929 = arith.shli %v3719, %v3928 : i64
  call @printI64(%v3929) : (i64) -> ()
  call @printComma() : () -> ()
  %v3930 = arith.constant 63 : i64
  %v3931 = arith.shli %v3719, %v3930 : i64
  call @printI64(%v3931) : (i64) -> ()
  call @printComma() : () -> ()
  call @printNewline() : () -> ()
  %v3932 = arith.constant 0 : i64
  %v3933 = arith.shrsi %v3713, %v3932 : i64
  call @printI64(%v3933) : (i64) -> ()
  call @printComma() : () -> ()
  %v3934 = arith.constant 1 : i64
  %v3935 = arith.shrsi %v3713, %v3934 : i64
  call @printI64(%v3935) : (i64) -> ()
  call @printComma() : () -> ()
  %v3936 = arith.constant 63 : i64
  %v3937 = arith.shrsi %v3713, %v3936 : i64
  call @printI64(%v3937) : (i64) -> ()
  call @printComma() : () -> ()
  %v3938 = arith.constant 0 : i64
  %v3939 = arith.shrsi %v3714, %v3938 : i64
  call @printI64(%v3939) : (i64) -> ()
  call @printComma() : () -> ()
  %v3940 = arith.constant 1 : i64
  %v3941 = arith.shrsi %v3714, %v3940 : i64
  call @printI64(%v3941) : (i64) -> ()
  call @printComma() : () -> ()
  %v3942 = arith.constant 63 : i64
  %v3943 = arith.shrsi %v3714, %v3942 : i64
  call @printI64(%v3943) : (i64) -> ()
  call @printComma() : () -> ()
  %v3944 = arith.constant 0 : i64
  %v3945 = arith.shrsi %v3715, %v3944 : i64
  call @printI64(%v3945) : (i64) -> ()
  call @printComma() : () -> ()
  %v3946 = arith.constant 1 : i64
  %v3947 = arith.shrsi %v3715, %v3946 : i64
  call @printI64(%v3947) : (i64) -> ()
  call @printComma() : () -> ()
  %v3948 = arith.constant 63 : i64
  %v3949 = arith.shrsi %v3715, %v3948 : i64
  call @printI64(%v3949) : (i64) -> ()
  call @printComma() : () -> ()
  %v3950 = arith.constant 0 : i64
  %v3951 = arith.shrsi %v3716, %v3950 : i64
  call @printI64(%v3951) : (i64) -> ()
  call @printComma() : () -> ()
  %v3952 = arith.constant 1 : i64
  %v3953 = arith.shrsi %v3716, %v3952 : i64
  call @printI64(%v3953) : (i64) -> ()
  call @printComma() : () -> ()
  %v3954 = arith.constant 63 : i64
  %v3955 = arith.shrsi %v3716, %v3954 : i64
  call @printI64(%v3955) : (i64) -> ()
  call @printComma() : () -> ()
  %v3956 = arith.constant 0 : i64
  %v3957 = arith.shrsi %v3717, %v3956 : i64
  call @printI64(%v3957) : (i64) -> ()
  call @printComma() : () -> ()
  %v3958 = arith.constant 1 : i64
  %v3959 = arith.shrsi %v3717, %v3958 : i64
  call @printI64(%v3959) : (i64) -> ()
  call @printComma() : () -> ()
  %v3960 = arith.constant 63 : i64
  %v3961 = arith.shrsi %v3717, %v3960 : i64
  call @printI64(%v3961) : (i64) -> ()
  call @printComma() : () -> ()
  %v3962 = arith.constant 0 : i64
  %v3963 = arith.shrsi %v3718, %v3962 : i64
  call @printI64(%v3963) : (i64) -> ()
  call @printComma() : () -> ()
  %v3964 = arith.constant 1 : i64
  %v3965 = arith.shrsi %v3718, %v3964 : i64
  call @printI64(%v3965) : (i64) -> ()
  call @printComma() : () -> ()
  %v3966 = arith.constant 63 : i64
  %v3967 = arith.shrsi %v3718, %v3966 : i64
  call @printI64(%v3967) : (i64) -> ()
  call @printComma() : () -> ()
  %v3968 = arith.constant 0 : i64
  %v3969 = arith.shrsi %v3719, %v3968 : i64
  call @printI64(%v3969) : (i64) -> ()
  call @printComma() : () -> ()
  %v3970 = arith.constant 1 : i64
  %v3971 = arith.shrsi %v3719, %v3970 : i64
  call @printI64(%v3971) : (i64) -> ()
  call @printComma() : () -> ()
  %v3972 = arith.constant 63 : i64
  %v3973 = arith.shrsi %v3719, %v3972 : i64
  call @printI64(%v3973) : (i64) -> ()
  call @printComma() : () -> ()
  call @printNewline() : () -> ()
  %v3974 = arith.constant 0 : i64
  %v3975 = arith.shrui %v3713, %v3974 : i64
  call @printI64(%v3975) : (i64) -> ()
  call @printComma() : () -> ()
  %v3976 = arith.constant 1 : i64
  %v3977 = arith.shrui %v3713, %v3976 : i64
  call @printI64(%v3977) : (i64) -> ()
  call @printComma() : () -> ()
  %v3978 = arith.constant 63 : i64
  %v3979 = arith.shrui %v3713, %v3978 : i64
  call @printI64(%v3979) : (i64) -> ()
  call @printComma() : () -> ()
  %v3980 = arith.constant 0 : i64
  %v3981 = arith.shrui %v3714, %v3980 : i64
  call @printI64(%v3981) : (i64) -> ()
  call @printComma() : () -> ()
  %v3982 = arith.constant 1 : i64
  %v3983 = arith.shrui %v3714, %v3982 : i64
  call @printI64(%v3983) : (i64) -> ()
  call @printComma() : () -> ()
  %v3984 = arith.constant 63 : i64
  %v3985 = arith.shrui %v3714, %v3984 : i64
  call @printI64(%v3985) : (i64) -> ()
  call @printComma() : () -> ()
  %v3986 = arith.constant 0 : i64
  %v3987 = arith.shrui %v3715, %v3986 : i64
  call @printI64(%v3987) : (i64) -> ()
  call @printComma() : () -> ()
  %v3988 = arith.constant 1 : i64
  %v3989 = arith.shrui %v3715, %v3988 : i64
  call @printI64(%v3989) : (i64) -> ()
  call @printComma() : () -> ()
  %v3990 = arith.constant 63 : i64
  %v3991 = arith.shrui %v3715, %v3990 : i64
  call @printI64(%v3991) : (i64) -> ()
  call @printComma() : () -> ()
  %v3992 = arith.constant 0 : i64
  %v3993 = arith.shrui %v3716, %v3992 : i64
  call @printI64(%v3993) : (i64) -> ()
  call @printComma() : () -> ()
  %v3994 = arith.constant 1 : i64
  %v3995 = arith.shrui %v3716, %v3994 : i64
  call @printI64(%v3995) : (i64) -> ()
  call @printComma() : () -> ()
  %v3996 = arith.constant 63 : i64
  %v3997 = arith.shrui %v3716, %v3996 : i64
  call @printI64(%v3997) : (i64) -> ()
  call @printComma() : () -> ()
  %v3998 = arith.constant 0 : i64
  %v3999 = arith.shrui %v3717, %v3998 : i64
  call @printI64(%v3999) : (i64) -> ()
  call @printComma() : () -> ()
  %v4000 = arith.constant 1 : i64
  %v4001 = arith.shrui %v3717, %v4000 : i64
  call @printI64(%v4001) : (i64) -> ()
  call @printComma() : () -> ()
  %v4002 = arith.constant 63 : i64
  %v4003 = arith.shrui %v3717, %v4002 : i64
  call @printI64(%v4003) : (i64) -> ()
  call @printComma() : () -> ()
  %v4004 = arith.constant 0 : i64
  %v4005 = arith.shrui %v3718, %v4004 : i64
  call @printI64(%v4005) : (i64) -> ()
  call @printComma() : () -> ()
  %v4006 = arith.constant 1 : i64
  %v4007 = arith.shrui %v3718, %v4006 : i64
  call @printI64(%v4007) : (i64) -> ()
  call @printComma() : () -> ()
  %v4008 = arith.constant 63 : i64
  %v4009 = arith.shrui %v3718, %v4008 : i64
  call @printI64(%v4009) : (i64) -> ()
  call @printComma() : () -> ()
  %v4010 = arith.constant 0 : i64
  %v4011 = arith.shrui %v3719, %v4010 : i64
  call @printI64(%v4011) : (i64) -> ()
  call @printComma() : () -> ()
  %v4012 = arith.constant 1 : i64
  %v4013 = arith.shrui %v3719, %v4012 : i64
  call @printI64(%v4013) : (i64) -> ()
  call @printComma() : () -> ()
  %v4014 = arith.constant 63 : i64
  %v4015 = arith.shrui %v3719, %v4014 : i64
  call @printI64(%v4015) : (i64) -> ()
  call @printComma() : () -> ()
  call @printNewline() : () -> ()
  %v4016 = arith.divsi %v3713, %v3714 : i64
  call @printI64(%v4016) : (i64) -> ()
  call @printComma() : () -> ()
  %v4017 = arith.divsi %v3713, %v3715 : i64
  call @printI64(%v4017) : (i64) -> ()
  call @printComma() : () -> ()
  %v4018 = arith.divsi %v3713, %v3716 : i64
  call @printI64(%v4018) : (i64) -> ()
  call @printComma() : () -> ()
  %v4019 = arith.divsi %v3713, %v3718 : i64
  call @printI64(%v4019) : (i64) -> ()
  call @printComma() : () -> ()
  %v4020 = arith.divsi %v3713, %v3719 : i64
  call @printI64(%v4020) : (i64) -> ()
  call @printComma() : () -> ()
  %v4021 = arith.divsi %v3714, %v3714 : i64
  call @printI64(%v4021) : (i64) -> ()
  call @printComma() : () -> ()
  %v4022 = arith.divsi %v3714, %v3715 : i64
  call @printI64(%v4022) : (i64) -> ()
  call @printComma() : () -> ()
  %v4023 = arith.divsi %v3714, %v3716 : i64
  call @printI64(%v4023) : (i64) -> ()
  call @printComma() : () -> ()
  %v4024 = arith.divsi %v3714, %v3718 : i64
  call @printI64(%v4024) : (i64) -> ()
  call @printComma() : () -> ()
  %v4025 = arith.divsi %v3714, %v3719 : i64
  call @printI64(%v4025) : (i64) -> ()
  call @printComma() : () -> ()
  %v4026 = arith.divsi %v3715, %v3714 : i64
  call @printI64(%v4026) : (i64) -> ()
  call @printComma() : () -> ()
  %v4027 = arith.divsi %v3715, %v3715 : i64
  call @printI64(%v4027) : (i64) -> ()
  call @printComma() : () -> ()
  %v4028 = arith.divsi %v3715, %v3716 : i64
  call @printI64(%v4028) : (i64) -> ()
  call @printComma() : () -> ()
  %v4029 = arith.divsi %v3715, %v3718 : i64
  call @printI64(%v4029) : (i64) -> ()
  call @printComma() : () -> ()
  %v4030 = arith.divsi %v3715, %v3719 : i64
  call @printI64(%v4030) : (i64) -> ()
  call @printComma() : () -> ()
  %v4031 = arith.divsi %v3716, %v3714 : i64
  call @printI64(%v4031) : (i64) -> ()
  call @printComma() : () -> ()
  %v4032 = arith.divsi %v3716, %v3715 : i64
  call @printI64(%v4032) : (i64) -> ()
  call @printComma() : () -> ()
  %v4033 = arith.divsi %v3716, %v3716 : i64
  call @printI64(%v4033) : (i64) -> ()
  call @printComma() : () -> ()
  %v4034 = arith.divsi %v3716, %v3718 : i64
  call @printI64(%v4034) : (i64) -> ()
  call @printComma() : () -> ()
  %v4035 = arith.divsi %v3716, %v3719 : i64
  call @printI64(%v4035) : (i64) -> ()
  call @printComma() : () -> ()
  %v4036 = arith.divsi %v3717, %v3714 : i64
  call @printI64(%v4036) : (i64) -> ()
  call @printComma() : () -> ()
  %v4037 = arith.divsi %v3717, %v3715 : i64
  call @printI64(%v4037) : (i64) -> ()
  call @printComma() : () -> ()
  %v4038 = arith.divsi %v3717, %v3716 : i64
  call @printI64(%v4038) : (i64) -> ()
  call @printComma() : () -> ()
  %v4039 = arith.divsi %v3717, %v3718 : i64
  call @printI64(%v4039) : (i64) -> ()
  call @printComma() : () -> ()
  %v4040 = arith.divsi %v3717, %v3719 : i64
  call @printI64(%v4040) : (i64) -> ()
  call @printComma() : () -> ()
  %v4041 = arith.divsi %v3718, %v3714 : i64
  call @printI64(%v4041) : (i64) -> ()
  call @printComma() : () -> ()
  %v4042 = arith.divsi %v3718, %v3715 : i64
  call @printI64(%v4042) : (i64) -> ()
  call @printComma() : () -> ()
  %v4043 = arith.divsi %v3718, %v3716 : i64
  call @printI64(%v4043) : (i64) -> ()
  call @printComma() : () -> ()
  %v4044 = arith.divsi %v3718, %v3718 : i64
  call @printI64(%v4044) : (i64) -> ()
  call @printComma() : () -> ()
  %v4045 = arith.divsi %v3718, %v3719 : i64
  call @printI64(%v4045) : (i64) -> ()
  call @printComma() : () -> ()
  %v4046 = arith.divsi %v3719, %v3714 : i64
  call @printI64(%v4046) : (i64) -> ()
  call @printComma() : () -> ()
  %v4047 = arith.divsi %v3719, %v3715 : i64
  call @printI64(%v4047) : (i64) -> ()
  call @printComma() : () -> ()
  %v4048 = arith.divsi %v3719, %v3716 : i64
  call @printI64(%v4048) : (i64) -> ()
  call @printComma() : () -> ()
  %v4049 = arith.divsi %v3719, %v3718 : i64
  call @printI64(%v4049) : (i64) -> ()
  call @printComma() : () -> ()
  %v4050 = arith.divsi %v3719, %v3719 : i64
  call @printI64(%v4050) : (i64) -> ()
  call @printComma() : () -> ()
  call @printNewline() : () -> ()
  %v4051 = arith.divui %v3713, %v3714 : i64
  call @printI64(%v4051) : (i64) -> ()
  call @printComma() : () -> ()
  %v4052 = arith.divui %v3713, %v3715 : i64
  call @printI64(%v4052) : (i64) -> ()
  call @printComma() : () -> ()
  %v4053 = arith.divui %v3713, %v3716 : i64
  call @printI64(%v4053) : (i64) -> ()
  call @printComma() : () -> ()
  %v4054 = arith.divui %v3713, %v3718 : i64
  call @printI64(%v4054) : (i64) -> ()
  call @printComma() : () -> ()
  %v4055 = arith.divui %v3713, %v3719 : i64
  call @printI64(%v4055) : (i64) -> ()
  call @printComma() : () -> ()
  %v4056 = arith.divui %v3714, %v3714 : i64
  call @printI64(%v4056) : (i64) -> ()
  call @printComma() : () -> ()
  %v4057 = arith.divui %v3714, %v3715 : i64
  call @printI64(%v4057) : (i64) -> ()
  call @printComma() : () -> ()
  %v4058 = arith.divui %v3714, %v3716 : i64
  call @printI64(%v4058) : (i64) -> ()
  call @printComma() : () -> ()
  %v4059 = arith.divui %v3714, %v3718 : i64
  call @printI64(%v4059) : (i64) -> ()
  call @printComma() : () -> ()
  %v4060 = arith.divui %v3714, %v3719 : i64
  call @printI64(%v4060) : (i64) -> ()
  call @printComma() : () -> ()
  %v4061 = arith.divui %v3715, %v3714 : i64
  call @printI64(%v4061) : (i64) -> ()
  call @printComma() : () -> ()
  %v4062 = arith.divui %v3715, %v3715 : i64
  call @printI64(%v4062) : (i64) -> ()
  call @printComma() : () -> ()
  %v4063 = arith.divui %v3715, %v3716 : i64
  call @printI64(%v4063) : (i64) -> ()
  call @printComma() : () -> ()
  %v4064 = arith.divui %v3715, %v3718 : i64
  call @printI64(%v4064) : (i64) -> ()
  call @printComma() : () -> ()
  %v4065 = arith.divui %v3715, %v3719 : i64
  call @printI64(%v4065) : (i64) -> ()
  call @printComma() : () -> ()
  %v4066 = arith.divui %v3716, %v3714 : i64
  call @printI64(%v4066) : (i64) -> ()
  call @printComma() : () -> ()
  %v4067 = arith.divui %v3716, %v3715 : i64
  call @printI64(%v4067) : (i64) -> ()
  call @printComma() : () -> ()
  %v4068 = arith.divui %v3716, %v3716 : i64
  call @printI64(%v4068) : (i64) -> ()
  call @printComma() : () -> ()
  %v4069 = arith.divui %v3716, %v3718 : i64
  call @printI64(%v4069) : (i64) -> ()
  call @printComma() : () -> ()
  %v4070 = arith.divui %v3716, %v3719 : i64
  call @printI64(%v4070) : (i64) -> ()
  call @printComma() : () -> ()
  %v4071 = arith.divui %v3717, %v3714 : i64
  call @printI64(%v4071) : (i64) -> ()
  call @printComma() : () -> ()
  %v4072 = arith.divui %v3717, %v3715 : i64
  call @printI64(%v4072) : (i64) -> ()
  call @printComma() : () -> ()
  %v4073 = arith.divui %v3717, %v3716 : i64
  call @printI64(%v4073) : (i64) -> ()
  call @printComma() : () -> ()
  %v4074 = arith.divui %v3717, %v3718 : i64
  call @printI64(%v4074) : (i64) -> ()
  call @printComma() : () -> ()
  %v4075 = arith.divui %v3717, %v3719 : i64
  call @printI64(%v4075) : (i64) -> ()
  call @printComma() : () -> ()
  %v4076 = arith.divui %v3718, %v3714 : i64
  call @printI64(%v4076) : (i64) -> ()
  call @printComma() : () -> ()
  %v4077 = arith.divui %v3718, %v3715 : i64
  call @printI64(%v4077) : (i64) -> ()
  call @printComma() : () -> ()
  %v4078 = arith.divui %v3718, %v3716 : i64
  call @printI64(%v4078) : (i64) -> ()
  call @printComma() : () -> ()
  %v4079 = arith.divui %v3718, %v3718 : i64
  call @printI64(%v4079) : (i64) -> ()
  call @printComma() : () -> ()
  %v4080 = arith.divui %v3718, %v3719 : i64
  call @printI64(%v4080) : (i64) -> ()
  call @printComma() : () -> ()
  %v4081 = arith.divui %v3719, %v3714 : i64
  call @printI64(%v4081) : (i64) -> ()
  call @printComma() : () -> ()
  %v4082 = arith.divui %v3719, %v3715 : i64
  call @printI64(%v4082) : (i64) -> ()
  call @printComma() : () -> ()
  %v4083 = arith.divui %v3719, %v3716 : i64
  call @printI64(%v4083) : (i64) -> ()
  call @printComma() : () -> ()
  %v4084 = arith.divui %v3719, %v3718 : i64
  call @printI64(%v4084) : (i64) -> ()
  call @printComma() : () -> ()
  %v4085 = arith.divui %v3719, %v3719 : i64
  call @printI64(%v4085) : (i64) -> ()
  call @printComma() : () -> ()
  call @printNewline() : () -> ()
  %v4086 = arith.remsi %v3713, %v3714 : i64
  call @printI64(%v4086) : (i64) -> ()
  call @printComma() : () -> ()
  %v4087 = arith.remsi %v3713, %v3715 : i64
  call @printI64(%v4087) : (i64) -> ()
  call @printComma() : () -> ()
  %v4088 = arith.remsi %v3713, %v3716 : i64
  call @printI64(%v4088) : (i64) -> ()
  call @printComma() : () -> ()
  %v4089 = arith.remsi %v3713, %v3718 : i64
  call @printI64(%v4089) : (i64) -> ()
  call @printComma() : () -> ()
  %v4090 = arith.remsi %v3713, %v3719 : i64
  call @printI64(%v4090) : (i64) -> ()
  call @printComma() : () -> ()
  %v4091 = arith.remsi %v3714, %v3714 : i64
  call @printI64(%v4091) : (i64) -> ()
  call @printComma() : () -> ()
  %v4092 = arith.remsi %v3714, %v3715 : i64
  call @printI64(%v4092) : (i64) -> ()
  call @printComma() : () -> ()
  %v4093 = arith.remsi %v3714, %v3716 : i64
  call @printI64(%v4093) : (i64) -> ()
  call @printComma() : () -> ()
  %v4094 = arith.remsi %v3714, %v3718 : i64
  call @printI64(%v4094) : (i64) -> ()
  call @printComma() : () -> ()
  %v4095 = arith.remsi %v3714, %v3719 : i64
  call @printI64(%v4095) : (i64) -> ()
  call @printComma() : () -> ()
  %v4096 = arith.remsi %v3715, %v3714 : i64
  call @printI64(%v4096) : (i64) -> ()
  call @printComma() : () -> ()
  %v4097 = arith.remsi %v3715, %v3715 : i64
  call @printI64(%v4097) : (i64) -> ()
  call @printComma() : () -> ()
  %v4098 = arith.remsi %v3715, %v3716 : i64
  call @printI64(%v4098) : (i64) -> ()
  call @printComma() : () -> ()
  %v4099 = arith.remsi %v3715, %v3718 : i64
  call @printI64(%v4099) : (i64) -> ()
  call @printComma() : () -> ()
  %v4100 = arith.remsi %v3715, %v3719 : i64
  call @printI64(%v4100) : (i64) -> ()
  call @printComma() : () -> ()
  %v4101 = arith.remsi %v3716, %v3714 : i64
  call @printI64(%v4101) : (i64) -> ()
  call @printComma() : () -> ()
  %v4102 = arith.remsi %v3716, %v3715 : i64
  call @printI64(%v4102) : (i64) -> ()
  call @printComma() : () -> ()
  %v4103 = arith.remsi %v3716, %v3716 : i64
  call @printI64(%v4103) : (i64) -> ()
  call @printComma() : () -> ()
  %v4104 = arith.remsi %v3716, %v3718 : i64
  call @printI64(%v4104) : (i64) -> ()
  call @printComma() : () -> ()
  %v4105 = arith.remsi %v3716, %v3719 : i64
  call @printI64(%v4105) : (i64) -> ()
  call @printComma() : () -> ()
  %v4106 = arith.remsi %v3717, %v3714 : i64
  call @printI64(%v4106) : (i64) -> ()
  call @printComma() : () -> ()
  %v4107 = arith.remsi %v3717, %v3715 : i64
  call @printI64(%v4107) : (i64) -> ()
  call @printComma() : () -> ()
  %v4108 = arith.remsi %v3717, %v3716 : i64
  call @printI64(%v4108) : (i64) -> ()
  call @printComma() : () -> ()
  %v4109 = arith.remsi %v3717, %v3718 : i64
  call @printI64(%v4109) : (i64) -> ()
  call @printComma() : () -> ()
  %v4110 = arith.remsi %v3717, %v3719 : i64
  call @printI64(%v4110) : (i64) -> ()
  call @printComma() : () -> ()
  %v4111 = arith.remsi %v3718, %v3714 : i64
  call @printI64(%v4111) : (i64) -> ()
  call @printComma() : () -> ()
  %v4112 = arith.remsi %v3718, %v3715 : i64
  call @printI64(%v4112) : (i64) -> ()
  call @printComma() : () -> ()
  %v4113 = arith.remsi %v3718, %v3716 : i64
  call @printI64(%v4113) : (i64) -> ()
  call @printComma() : () -> ()
  %v4114 = arith.remsi %v3718, %v3718 : i64
  call @printI64(%v4114) : (i64) -> ()
  call @printComma() : () -> ()
  %v4115 = arith.remsi %v3718, %v3719 : i64
  call @printI64(%v4115) : (i64) -> ()
  call @printComma() : () -> ()
  %v4116 = arith.remsi %v3719, %v3714 : i64
  call @printI64(%v4116) : (i64) -> ()
  call @printComma() : () -> ()
  %v4117 = arith.remsi %v3719, %v3715 : i64
  call @printI64(%v4117) : (i64) -> ()
  call @printComma() : () -> ()
  %v4118 = arith.remsi %v3719, %v3716 : i64
  call @printI64(%v4118) : (i64) -> ()
  call @printComma() : () -> ()
  %v4119 = arith.remsi %v3719, %v3718 : i64
  call @printI64(%v4119) : (i64) -> ()
  call @printComma() : () -> ()
  %v4120 = arith.remsi %v3719, %v3719 : i64
  call @printI64(%v4120) : (i64) -> ()
  call @printComma() : () -> ()
  call @printNewline() : () -> ()
  %v4121 = arith.remui %v3713, %v3714 : i64
  call @printI64(%v4121) : (i64) -> ()
  call @printComma() : () -> ()
  %v4122 = arith.remui %v3713, %v3715 : i64
  call @printI64(%v4122) : (i64) -> ()
  call @printComma() : () -> ()
  %v4123 = arith.remui %v3713, %v3716 : i64
  call @printI64(%v4123) : (i64) -> ()
  call @printComma() : () -> ()
  %v4124 = arith.remui %v3713, %v3718 : i64
  call @printI64(%v4124) : (i64) -> ()
  call @printComma() : () -> ()
  %v4125 = arith.remui %v3713, %v3719 : i64
  call @printI64(%v4125) : (i64) -> ()
  call @printComma() : () -> ()
  %v4126 = arith.remui %v3714, %v3714 : i64
  call @printI64(%v4126) : (i64) -> ()
  call @printComma() : () -> ()
  %v4127 = arith.remui %v3714, %v3715 : i64
  call @printI64(%v4127) : (i64) -> ()
  call @printComma() : () -> ()
  %v4128 = arith.remui %v3714, %v3716 : i64
  call @printI64(%v4128) : (i64) -> ()
  call @printComma() : () -> ()
  %v4129 = arith.remui %v3714, %v3718 : i64
  call @printI64(%v4129) : (i64) -> ()
  call @printComma() : () -> ()
  %v4130 = arith.remui %v3714, %v3719 : i64
  call @printI64(%v4130) : (i64) -> ()
  call @printComma() : () -> ()
  %v4131 = arith.remui %v3715, %v3714 : i64
  call @printI64(%v4131) : (i64) -> ()
  call @printComma() : () -> ()
  %v4132 = arith.remui %v3715, %v3715 : i64
  call @printI64(%v4132) : (i64) -> ()
  call @printComma() : () -> ()
  %v4133 = arith.remui %v3715, %v3716 : i64
  call @printI64(%v4133) : (i64) -> ()
  call @printComma() : () -> ()
  %v4134 = arith.remui %v3715, %v3718 : i64
  call @printI64(%v4134) : (i64) -> ()
  call @printComma() : () -> ()
  %v4135 = arith.remui %v3715, %v3719 : i64
  call @printI64(%v4135) : (i64) -> ()
  call @printComma() : () -> ()
  %v4136 = arith.remui %v3716, %v3714 : i64
  call @printI64(%v4136) : (i64) -> ()
  call @printComma() : () -> ()
  %v4137 = arith.remui %v3716, %v3715 : i64
  call @printI64(%v4137) : (i64) -> ()
  call @printComma() : () -> ()
  %v4138 = arith.remui %v3716, %v3716 : i64
  call @printI64(%v4138) : (i64) -> ()
  call @printComma() : () -> ()
  %v4139 = arith.remui %v3716, %v3718 : i64
  call @printI64(%v4139) : (i64) -> ()
  call @printComma() : () -> ()
  %v4140 = arith.remui %v3716, %v3719 : i64
  call @printI64(%v4140) : (i64) -> ()
  call @printComma() : () -> ()
  %v4141 = arith.remui %v3717, %v3714 : i64
  call @printI64(%v4141) : (i64) -> ()
  call @printComma() : () -> ()
  %v4142 = arith.remui %v3717, %v3715 : i64
  call @printI64(%v4142) : (i64) -> ()
  call @printComma() : () -> ()
  %v4143 = arith.remui %v3717, %v3716 : i64
  call @printI64(%v4143) : (i64) -> ()
  call @printComma() : () -> ()
  %v4144 = arith.remui %v3717, %v3718 : i64
  call @printI64(%v4144) : (i64) -> ()
  call @printComma() : () -> ()
  %v4145 = arith.remui %v3717, %v3719 : i64
  call @printI64(%v4145) : (i64) -> ()
  call @printComma() : () -> ()
  %v4146 = arith.remui %v3718, %v3714 : i64
  call @printI64(%v4146) : (i64) -> ()
  call @printComma() : () -> ()
  %v4147 = arith.remui %v3718, %v3715 : i64
  call @printI64(%v4147) : (i64) -> ()
  call @printComma() : () -> ()
  %v4148 = arith.remui %v3718, %v3716 : i64
  call @printI64(%v4148) : (i64) -> ()
  call @printComma() : () -> ()
  %v4149 = arith.remui %v3718, %v3718 : i64
  call @printI64(%v4149) : (i64) -> ()
  call @printComma() : () -> ()
  %v4150 = arith.remui %v3718, %v3719 : i64
  call @printI64(%v4150) : (i64) -> ()
  call @printComma() : () -> ()
  %v4151 = arith.remui %v3719, %v3714 : i64
  call @printI64(%v4151) : (i64) -> ()
  call @printComma() : () -> ()
  %v4152 = arith.remui %v3719, %v3715 : i64
  call @printI64(%v4152) : (i64) -> ()
  call @printComma() : () -> ()
  %v4153 = arith.remui %v3719, %v3716 : i64
  call @printI64(%v4153) : (i64) -> ()
  call @printComma() : () -> ()
  %v4154 = arith.remui %v3719, %v3718 : i64
  call @printI64(%v4154) : (i64) -> ()
  call @printComma() : () -> ()
  %v4155 = arith.remui %v3719, %v3719 : i64
  call @printI64(%v4155) : (i64) -> ()
  call @printComma() : () -> ()
  call @printNewline() : () -> ()
  %v4156 = arith.ceildivsi %v3713, %v3714 : i64
  call @printI64(%v4156) : (i64) -> ()
  call @printComma() : () -> ()
  %v4157 = arith.ceildivsi %v3713, %v3715 : i64
  call @printI64(%v4157) : (i64) -> ()
  call @printComma() : () -> ()
  %v4158 = arith.ceildivsi %v3713, %v3716 : i64
  call @printI64(%v4158) : (i64) -> ()
  call @printComma() : () -> ()
  %v4159 = arith.ceildivsi %v3713, %v3718 : i64
  call @printI64(%v4159) : (i64) -> ()
  call @printComma() : () -> ()
  %v4160 = arith.ceildivsi %v3713, %v3719 : i64
  call @printI64(%v4160) : (i64) -> ()
  call @printComma() : () -> ()
  %v4161 = arith.ceildivsi %v3714, %v3714 : i64
  call @printI64(%v4161) : (i64) -> ()
  call @printComma() : () -> ()
  %v4162 = arith.ceildivsi %v3714, %v3715 : i64
  call @printI64(%v4162) : (i64) -> ()
  call @printComma() : () -> ()
  %v4163 = arith.ceildivsi %v3714, %v3716 : i64
  call @printI64(%v4163) : (i64) -> ()
  call @printComma() : () -> ()
  %v4164 = arith.ceildivsi %v3714, %v3718 : i64
  call @printI64(%v4164) : (i64) -> ()
  call @printComma() : () -> ()
  %v4165 = arith.ceildivsi %v3714, %v3719 : i64
  call @printI64(%v4165) : (i64) -> ()
  call @printComma() : () -> ()
  %v4166 = arith.ceildivsi %v3715, %v3714 : i64
  call @printI64(%v4166) : (i64) -> ()
  call @printComma() : () -> ()
  %v4167 = arith.ceildivsi %v3715, %v3715 : i64
  call @printI64(%v4167) : (i64) -> ()
  call @printComma() : () -> ()
  %v4168 = arith.ceildivsi %v3715, %v3716 : i64
  call @printI64(%v4168) : (i64) -> ()
  call @printComma() : () -> ()
  %v4169 = arith.ceildivsi %v3715, %v3718 : i64
  call @printI64(%v4169) : (i64) -> ()
  call @printComma() : () -> ()
  %v4170 = arith.ceildivsi %v3715, %v3719 : i64
  call @printI64(%v4170) : (i64) -> ()
  call @printComma() : () -> ()
  %v4171 = arith.ceildivsi %v3717, %v3714 : i64
  call @printI64(%v4171) : (i64) -> ()
  call @printComma() : () -> ()
  %v4172 = arith.ceildivsi %v3717, %v3715 : i64
  call @printI64(%v4172) : (i64) -> ()
  call @printComma() : () -> ()
  %v4173 = arith.ceildivsi %v3717, %v3716 : i64
  call @printI64(%v4173) : (i64) -> ()
  call @printComma() : () -> ()
  %v4174 = arith.ceildivsi %v3717, %v3718 : i64
  call @printI64(%v4174) : (i64) -> ()
  call @printComma() : () -> ()
  %v4175 = arith.ceildivsi %v3717, %v3719 : i64
  call @printI64(%v4175) : (i64) -> ()
  call @printComma() : () -> ()
  %v4176 = arith.ceildivsi %v3718, %v3714 : i64
  call @printI64(%v4176) : (i64) -> ()
  call @printComma() : () -> ()
  %v4177 = arith.ceildivsi %v3718, %v3715 : i64
  call @printI64(%v4177) : (i64) -> ()
  call @printComma() : () -> ()
  %v4178 = arith.ceildivsi %v3718, %v3716 : i64
  call @printI64(%v4178) : (i64) -> ()
  call @printComma() : () -> ()
  %v4179 = arith.ceildivsi %v3718, %v3718 : i64
  call @printI64(%v4179) : (i64) -> ()
  call @printComma() : () -> ()
  %v4180 = arith.ceildivsi %v3718, %v3719 : i64
  call @printI64(%v4180) : (i64) -> ()
  call @printComma() : () -> ()
  %v4181 = arith.ceildivsi %v3719, %v3714 : i64
  call @printI64(%v4181) : (i64) -> ()
  call @printComma() : () -> ()
  %v4182 = arith.ceildivsi %v3719, %v3715 : i64
  call @printI64(%v4182) : (i64) -> ()
  call @printComma() : () -> ()
  %v4183 = arith.ceildivsi %v3719, %v3716 : i64
  call @printI64(%v4183) : (i64) -> ()
  call @printComma() : () -> ()
  %v4184 = arith.ceildivsi %v3719, %v3718 : i64
  call @printI64(%v4184) : (i64) -> ()
  call @printComma() : () -> ()
  %v4185 = arith.ceildivsi %v3719, %v3719 : i64
  call @printI64(%v4185) : (i64) -> ()
  call @printComma() : () -> ()
  call @printNewline() : () -> ()
  %v4186 = arith.floordivsi %v3713, %v3714 : i64
  call @printI64(%v4186) : (i64) -> ()
  call @printComma() : () -> ()
  %v4187 = arith.floordivsi %v3713, %v3715 : i64
  call @printI64(%v4187) : (i64) -> ()
  call @printComma() : () -> ()
  %v4188 = arith.floordivsi %v3713, %v3716 : i64
  call @printI64(%v4188) : (i64) -> ()
  call @printComma() : () -> ()
  %v4189 = arith.floordivsi %v3713, %v3718 : i64
  call @printI64(%v4189) : (i64) -> ()
  call @printComma() : () -> ()
  %v4190 = arith.floordivsi %v3713, %v3719 : i64
  call @printI64(%v4190) : (i64) -> ()
  call @printComma() : () -> ()
  %v4191 = arith.floordivsi %v3714, %v3714 : i64
  call @printI64(%v4191) : (i64) -> ()
  call @printComma() : () -> ()
  %v4192 = arith.floordivsi %v3714, %v3715 : i64
  call @printI64(%v4192) : (i64) -> ()
  call @printComma() : () -> ()
  %v4193 = arith.floordivsi %v3714, %v3716 : i64
  call @printI64(%v4193) : (i64) -> ()
  call @printComma() : () -> ()
  %v4194 = arith.floordivsi %v3714, %v3718 : i64
  call @printI64(%v4194) : (i64) -> ()
  call @printComma() : () -> ()
  %v4195 = arith.floordivsi %v3714, %v3719 : i64
  call @printI64(%v4195) : (i64) -> ()
  call @printComma() : () -> ()
  %v4196 = arith.floordivsi %v3715, %v3714 : i64
  call @printI64(%v4196) : (i64) -> ()
  call @printComma() : () -> ()
  %v4197 = arith.floordivsi %v3715, %v3715 : i64
  call @printI64(%v4197) : (i64) -> ()
  call @printComma() : () -> ()
  %v4198 = arith.floordivsi %v3715, %v3716 : i64
  call @printI64(%v4198) : (i64) -> ()
  call @printComma() : () -> ()
  %v4199 = arith.floordivsi %v3715, %v3718 : i64
  call @printI64(%v4199) : (i64) -> ()
  call @printComma() : () -> ()
  %v4200 = arith.floordivsi %v3715, %v3719 : i64
  call @printI64(%v4200) : (i64) -> ()
  call @printComma() : () -> ()
  %v4201 = arith.floordivsi %v3717, %v3714 : i64
  call @printI64(%v4201) : (i64) -> ()
  call @printComma() : () -> ()
  %v4202 = arith.floordivsi %v3717, %v3715 : i64
  call @printI64(%v4202) : (i64) -> ()
  call @printComma() : () -> ()
  %v4203 = arith.floordivsi %v3717, %v3716 : i64
  call @printI64(%v4203) : (i64) -> ()
  call @printComma() : () -> ()
  %v4204 = arith.floordivsi %v3717, %v3718 : i64
  call @printI64(%v4204) : (i64) -> ()
  call @printComma() : () -> ()
  %v4205 = arith.floordivsi %v3717, %v3719 : i64
  call @printI64(%v4205) : (i64) -> ()
  call @printComma() : () -> ()
  %v4206 = arith.floordivsi %v3718, %v3714 : i64
  call @printI64(%v4206) : (i64) -> ()
  call @printComma() : () -> ()
  %v4207 = arith.floordivsi %v3718, %v3715 : i64
  call @printI64(%v4207) : (i64) -> ()
  call @printComma() : () -> ()
  %v4208 = arith.floordivsi %v3718, %v3716 : i64
  call @printI64(%v4208) : (i64) -> ()
  call @printComma() : () -> ()
  %v4209 = arith.floordivsi %v3718, %v3718 : i64
  call @printI64(%v4209) : (i64) -> ()
  call @printComma() : () -> ()
  %v4210 = arith.floordivsi %v3718, %v3719 : i64
  call @printI64(%v4210) : (i64) -> ()
  call @printComma() : () -> ()
  %v4211 = arith.floordivsi %v3719, %v3714 : i64
  call @printI64(%v4211) : (i64) -> ()
  call @printComma() : () -> ()
  %v4212 = arith.floordivsi %v3719, %v3715 : i64
  call @printI64(%v4212) : (i64) -> ()
  call @printComma() : () -> ()
  %v4213 = arith.floordivsi %v3719, %v3716 : i64
  call @printI64(%v4213) : (i64) -> ()
  call @printComma() : () -> ()
  %v4214 = arith.floordivsi %v3719, %v3718 : i64
  call @printI64(%v4214) : (i64) -> ()
  call @printComma() : () -> ()
  %v4215 = arith.floordivsi %v3719, %v3719 : i64
  call @printI64(%v4215) : (i64) -> ()
  call @printComma() : () -> ()
  call @printNewline() : () -> ()
  %v4216 = arith.cmpi eq, %v3713, %v3713 : i64
  %v4217 = arith.extui %v4216 : i1 to i64
  call @printI64(%v4217) : (i64) -> ()
  %v4218 = arith.cmpi eq, %v3713, %v3716 : i64
  %v4219 = arith.extui %v4218 : i1 to i64
  call @printI64(%v4219) : (i64) -> ()
  %v4220 = arith.cmpi eq, %v3713, %v3719 : i64
  %v4221 = arith.extui %v4220 : i1 to i64
  call @printI64(%v4221) : (i64) -> ()
  %v4222 = arith.cmpi eq, %v3714, %v3715 : i64
  %v4223 = arith.extui %v4222 : i1 to i64
  call @printI64(%v4223) : (i64) -> ()
  %v4224 = arith.cmpi eq, %v3714, %v3718 : i64
  %v4225 = arith.extui %v4224 : i1 to i64
  call @printI64(%v4225) : (i64) -> ()
  %v4226 = arith.cmpi eq, %v3715, %v3714 : i64
  %v4227 = arith.extui %v4226 : i1 to i64
  call @printI64(%v4227) : (i64) -> ()
  %v4228 = arith.cmpi eq, %v3715, %v3717 : i64
  %v4229 = arith.extui %v4228 : i1 to i64
  call @printI64(%v4229) : (i64) -> ()
  %v4230 = arith.cmpi eq, %v3716, %v3713 : i64
  %v4231 = arith.extui %v4230 : i1 to i64
  call @printI64(%v4231) : (i64) -> ()
  %v4232 = arith.cmpi eq, %v3716, %v3716 : i64
  %v4233 = arith.extui %v4232 : i1 to i64
  call @printI64(%v4233) : (i64) -> ()
  %v4234 = arith.cmpi eq, %v3716, %v3719 : i64
  %v4235 = arith.extui %v4234 : i1 to i64
  call @printI64(%v4235) : (i64) -> ()
  %v4236 = arith.cmpi eq, %v3717, %v3715 : i64
  %v4237 = arith.extui %v4236 : i1 to i64
  call @printI64(%v4237) : (i64) -> ()
  %v4238 = arith.cmpi eq, %v3717, %v3718 : i64
  %v4239 = arith.extui %v4238 : i1 to i64
  call @printI64(%v4239) : (i64) -> ()
  %v4240 = arith.cmpi eq, %v3718, %v3714 : i64
  %v4241 = arith.extui %v4240 : i1 to i64
  call @printI64(%v4241) : (i64) -> ()
  %v4242 = arith.cmpi eq, %v3718, %v3717 : i64
  %v4243 = arith.extui %v4242 : i1 to i64
  call @printI64(%v4243) : (i64) -> ()
  %v4244 = arith.cmpi eq, %v3719, %v3713 : i64
  %v4245 = arith.extui %v4244 : i1 to i64
  call @printI64(%v4245) : (i64) -> ()
  %v4246 = arith.cmpi eq, %v3719, %v3716 : i64
  %v4247 = arith.extui %v4246 : i1 to i64
  call @printI64(%v4247) : (i64) -> ()
  %v4248 = arith.cmpi eq, %v3719, %v3719 : i64
  %v4249 = arith.extui %v4248 : i1 to i64
  call @printI64(%v4249) : (i64) -> ()
  call @printNewline() : () -> ()
  %v4250 = arith.cmpi ne, %v3713, %v3713 : i64
  %v4251 = arith.extui %v4250 : i1 to i64
  call @printI64(%v4251) : (i64) -> ()
  %v4252 = arith.cmpi ne, %v3713, %v3716 : i64
  %v4253 = arith.extui %v4252 : i1 to i64
  call @printI64(%v4253) : (i64) -> ()
  %v4254 = arith.cmpi ne, %v3713, %v3719 : i64
  %v4255 = arith.extui %v4254 : i1 to i64
  call @printI64(%v4255) : (i64) -> ()
  %v4256 = arith.cmpi ne, %v3714, %v3715 : i64
  %v4257 = arith.extui %v4256 : i1 to i64
  call @printI64(%v4257) : (i64) -> ()
  %v4258 = arith.cmpi ne, %v3714, %v3718 : i64
  %v4259 = arith.extui %v4258 : i1 to i64
  call @printI64(%v4259) : (i64) -> ()
  %v4260 = arith.cmpi ne, %v3715, %v3714 : i64
  %v4261 = arith.extui %v4260 : i1 to i64
  call @printI64(%v4261) : (i64) -> ()
  %v4262 = arith.cmpi ne, %v3715, %v3717 : i64
  %v4263 = arith.extui %v4262 : i1 to i64
  call @printI64(%v4263) : (i64) -> ()
  %v4264 = arith.cmpi ne, %v3716, %v3713 : i64
  %v4265 = arith.extui %v4264 : i1 to i64
  call @printI64(%v4265) : (i64) -> ()
  %v4266 = arith.cmpi ne, %v3716, %v3716 : i64
  %v4267 = arith.extui %v4266 : i1 to i64
  call @printI64(%v4267) : (i64) -> ()
  %v4268 = arith.cmpi ne, %v3716, %v3719 : i64
  %v4269 = arith.extui %v4268 : i1 to i64
  call @printI64(%v4269) : (i64) -> ()
  %v4270 = arith.cmpi ne, %v3717, %v3715 : i64
  %v4271 = arith.extui %v4270 : i1 to i64
  call @printI64(%v4271) : (i64) -> ()
  %v4272 = arith.cmpi ne, %v3717, %v3718 : i64
  %v4273 = arith.extui %v4272 : i1 to i64
  call @printI64(%v4273) : (i64) -> ()
  %v4274 = arith.cmpi ne, %v3718, %v3714 : i64
  %v4275 = arith.extui %v4274 : i1 to i64
  call @printI64(%v4275) : (i64) -> ()
  %v4276 = arith.cmpi ne, %v3718, %v3717 : i64
  %v4277 = arith.extui %v4276 : i1 to i64
  call @printI64(%v4277) : (i64) -> ()
  %v4278 = arith.cmpi ne, %v3719, %v3713 : i64
  %v4279 = arith.extui %v4278 : i1 to i64
  call @printI64(%v4279) : (i64) -> ()
  %v4280 = arith.cmpi ne, %v3719, %v3716 : i64
  %v4281 = arith.extui %v4280 : i1 to i64
  call @printI64(%v4281) : (i64) -> ()
  %v4282 = arith.cmpi ne, %v3719, %v3719 : i64
  %v4283 = arith.extui %v4282 : i1 to i64
  call @printI64(%v4283) : (i64) -> ()
  call @printNewline() : () -> ()
  %v4284 = arith.cmpi slt, %v3713, %v3713 : i64
  %v4285 = arith.extui %v4284 : i1 to i64
  call @printI64(%v4285) : (i64) -> ()
  %v4286 = arith.cmpi slt, %v3713, %v3716 : i64
  %v4287 = arith.extui %v4286 : i1 to i64
  call @printI64(%v4287) : (i64) -> ()
  %v4288 = arith.cmpi slt, %v3713, %v3719 : i64
  %v4289 = arith.extui %v4288 : i1 to i64
  call @printI64(%v4289) : (i64) -> ()
  %v4290 = arith.cmpi slt, %v3714, %v3715 : i64
  %v4291 = arith.extui %v4290 : i1 to i64
  call @printI64(%v4291) : (i64) -> ()
  %v4292 = arith.cmpi slt, %v3714, %v3718 : i64
  %v4293 = arith.extui %v4292 : i1 to i64
  call @printI64(%v4293) : (i64) -> ()
  %v4294 = arith.cmpi slt, %v3715, %v3714 : i64
  %v4295 = arith.extui %v4294 : i1 to i64
  call @printI64(%v4295) : (i64) -> ()
  %v4296 = arith.cmpi slt, %v3715, %v3717 : i64
  %v4297 = arith.extui %v4296 : i1 to i64
  call @printI64(%v4297) : (i64) -> ()
  %v4298 = arith.cmpi slt, %v3716, %v3713 : i64
  %v4299 = arith.extui %v4298 : i1 to i64
  call @printI64(%v4299) : (i64) -> ()
  %v4300 = arith.cmpi slt, %v3716, %v3716 : i64
  %v4301 = arith.extui %v4300 : i1 to i64
  call @printI64(%v4301) : (i64) -> ()
  %v4302 = arith.cmpi slt, %v3716, %v3719 : i64
  %v4303 = arith.extui %v4302 : i1 to i64
  call @printI64(%v4303) : (i64) -> ()
  %v4304 = arith.cmpi slt, %v3717, %v3715 : i64
  %v4305 = arith.extui %v4304 : i1 to i64
  call @printI64(%v4305) : (i64) -> ()
  %v4306 = arith.cmpi slt, %v3717, %v3718 : i64
  %v4307 = arith.extui %v4306 : i1 to i64
  call @printI64(%v4307) : (i64) -> ()
  %v4308 = arith.cmpi slt, %v3718, %v3714 : i64
  %v4309 = arith.extui %v4308 : i1 to i64
  call @printI64(%v4309) : (i64) -> ()
  %v4310 = arith.cmpi slt, %v3718, %v3717 : i64
  %v4311 = arith.extui %v4310 : i1 to i64
  call @printI64(%v4311) : (i64) -> ()
  %v4312 = arith.cmpi slt, %v3719, %v3713 : i64
  %v4313 = arith.extui %v4312 : i1 to i64
  call @printI64(%v4313) : (i64) -> ()
  %v4314 = arith.cmpi slt, %v3719, %v3716 : i64
  %v4315 = arith.extui %v4314 : i1 to i64
  call @printI64(%v4315) : (i64) -> ()
  %v4316 = arith.cmpi slt, %v3719, %v3719 : i64
  %v4317 = arith.extui %v4316 : i1 to i64
  call @printI64(%v4317) : (i64) -> ()
  call @printNewline() : () -> ()
  %v4318 = arith.cmpi sle, %v3713, %v3713 : i64
  %v4319 = arith.extui %v4318 : i1 to i64
  call @printI64(%v4319) : (i64) -> ()
  %v4320 = arith.cmpi sle, %v3713, %v3716 : i64
  %v4321 = arith.extui %v4320 : i1 to i64
  call @printI64(%v4321) : (i64) -> ()
  %v4322 = arith.cmpi sle, %v3713, %v3719 : i64
  %v4323 = arith.extui %v4322 : i1 to i64
  call @printI64(%v4323) : (i64) -> ()
  %v4324 = arith.cmpi sle, %v3714, %v3715 : i64
  %v4325 = arith.extui %v4324 : i1 to i64
  call @printI64(%v4325) : (i64) -> ()
  %v4326 = arith.cmpi sle, %v3714, %v3718 : i64
  %v4327 = arith.extui %v4326 : i1 to i64
  call @printI64(%v4327) : (i64) -> ()
  %v4328 = arith.cmpi sle, %v3715, %v3714 : i64
  %v4329 = arith.extui %v4328 : i1 to i64
  call @printI64(%v4329) : (i64) -> ()
  %v4330 = arith.cmpi sle, %v3715, %v3717 : i64
  %v4331 = arith.extui %v4330 : i1 to i64
  call @printI64(%v4331) : (i64) -> ()
  %v4332 = arith.cmpi sle, %v3716, %v3713 : i64
  %v4333 = arith.extui %v4332 : i1 to i64
  call @printI64(%v4333) : (i64) -> ()
  %v4334 = arith.cmpi sle, %v3716, %v3716 : i64
  %v4335 = arith.extui %v4334 : i1 to i64
  call @printI64(%v4335) : (i64) -> ()
  %v4336 = arith.cmpi sle, %v3716, %v3719 : i64
  %v4337 = arith.extui %v4336 : i1 to i64
  call @printI64(%v4337) : (i64) -> ()
  %v4338 = arith.cmpi sle, %v3717, %v3715 : i64
  %v4339 = arith.extui %v4338 : i1 to i64
  call @printI64(%v4339) : (i64) -> ()
  %v4340 = arith.cmpi sle, %v3717, %v3718 : i64
  %v4341 = arith.extui %v4340 : i1 to i64
  call @printI64(%v4341) : (i64) -> ()
  %v4342 = arith.cmpi sle, %v3718, %v3714 : i64
  %v4343 = arith.extui %v4342 : i1 to i64
  call @printI64(%v4343) : (i64) -> ()
  %v4344 = arith.cmpi sle, %v3718, %v3717 : i64
  %v4345 = arith.extui %v4344 : i1 to i64
  call @printI64(%v4345) : (i64) -> ()
  %v4346 = arith.cmpi sle, %v3719, %v3713 : i64
  %v4347 = arith.extui %v4346 : i1 to i64
  call @printI64(%v4347) : (i64) -> ()
  %v4348 = arith.cmpi sle, %v3719, %v3716 : i64
  %v4349 = arith.extui %v4348 : i1 to i64
  call @printI64(%v4349) : (i64) -> ()
  %v4350 = arith.cmpi sle, %v3719, %v3719 : i64
  %v4351 = arith.extui %v4350 : i1 to i64
  call @printI64(%v4351) : (i64) -> ()
  call @printNewline() : () -> ()
  %v4352 = arith.cmpi sgt, %v3713, %v3713 : i64
  %v4353 = arith.extui %v4352 : i1 to i64
  call @printI64(%v4353) : (i64) -> ()
  %v4354 = arith.cmpi sgt, %v3713, %v3716 : i64
  %v4355 = arith.extui %v4354 : i1 to i64
  call @printI64(%v4355) : (i64) -> ()
  %v4356 = arith.cmpi sgt, %v3713, %v3719 : i64
  %v4357 = arith.extui %v4356 : i1 to i64
  call @printI64(%v4357) : (i64) -> ()
  %v4358 = arith.cmpi sgt, %v3714, %v3715 : i64
  %v4359 = arith.extui %v4358 : i1 to i64
  call @printI64(%v4359) : (i64) -> ()
  %v4360 = arith.cmpi sgt, %v3714, %v3718 : i64
  %v4361 = arith.extui %v4360 : i1 to i64
  call @printI64(%v4361) : (i64) -> ()
  %v4362 = arith.cmpi sgt, %v3715, %v3714 : i64
  %v4363 = arith.extui %v4362 : i1 to i64
  call @printI64(%v4363) : (i64) -> ()
  %v4364 = arith.cmpi sgt, %v3715, %v3717 : i64
  %v4365 = arith.extui %v4364 : i1 to i64
  call @printI64(%v4365) : (i64) -> ()
  %v4366 = arith.cmpi sgt, %v3716, %v3713 : i64
  %v4367 = arith.extui %v4366 : i1 to i64
  call @printI64(%v4367) : (i64) -> ()
  %v4368 = arith.cmpi sgt, %v3716, %v3716 : i64
  %v4369 = arith.extui %v4368 : i1 to i64
  call @printI64(%v4369) : (i64) -> ()
  %v4370 = arith.cmpi sgt, %v3716, %v3719 : i64
  %v4371 = arith.extui %v4370 : i1 to i64
  call @printI64(%v4371) : (i64) -> ()
  %v4372 = arith.cmpi sgt, %v3717, %v3715 : i64
  %v4373 = arith.extui %v4372 : i1 to i64
  call @printI64(%v4373) : (i64) -> ()
  %v4374 = arith.cmpi sgt, %v3717, %v3718 : i64
  %v4375 = arith.extui %v4374 : i1 to i64
  call @printI64(%v4375) : (i64) -> ()
  %v4376 = arith.cmpi sgt, %v3718, %v3714 : i64
  %v4377 = arith.extui %v4376 : i1 to i64
  call @printI64(%v4377) : (i64) -> ()
  %v4378 = arith.cmpi sgt, %v3718, %v3717 : i64
  %v4379 = arith.extui %v4378 : i1 to i64
  call @printI64(%v4379) : (i64) -> ()
  %v4380 = arith.cmpi sgt, %v3719, %v3713 : i64
  %v4381 = arith.extui %v4380 : i1 to i64
  call @printI64(%v4381) : (i64) -> ()
  %v4382 = arith.cmpi sgt, %v3719, %v3716 : i64
  %v4383 = arith.extui %v4382 : i1 to i64
  call @printI64(%v4383) : (i64) -> ()
  %v4384 = arith.cmpi sgt, %v3719, %v3719 : i64
  %v4385 = arith.extui %v4384 : i1 to i64
  call @printI64(%v4385) : (i64) -> ()
  call @printNewline() : () -> ()
  %v4386 = arith.cmpi sge, %v3713, %v3713 : i64
  %v4387 = arith.extui %v4386 : i1 to i64
  call @printI64(%v4387) : (i64) -> ()
  %v4388 = arith.cmpi sge, %v3713, %v3716 : i64
  %v4389 = arith.extui %v4388 : i1 to i64
  call @printI64(%v4389) : (i64) -> ()
  %v4390 = arith.cmpi sge, %v3713, %v3719 : i64
  %v4391 = arith.extui %v4390 : i1 to i64
  call @printI64(%v4391) : (i64) -> ()
  %v4392 = arith.cmpi sge, %v3714, %v3715 : i64
  %v4393 = arith.extui %v4392 : i1 to i64
  call @printI64(%v4393) : (i64) -> ()
  %v4394 = arith.cmpi sge, %v3714, %v3718 : i64
  %v4395 = arith.extui %v4394 : i1 to i64
  call @printI64(%v4395) : (i64) -> ()
  %v4396 = arith.cmpi sge, %v3715, %v3714 : i64
  %v4397 = arith.extui %v4396 : i1 to i64
  call @printI64(%v4397) : (i64) -> ()
  %v4398 = arith.cmpi sge, %v3715, %v3717 : i64
  %v4399 = arith.extui %v4398 : i1 to i64
  call @printI64(%v4399) : (i64) -> ()
  %v4400 = arith.cmpi sge, %v3716, %v3713 : i64
  %v4401 = arith.extui %v4400 : i1 to i64
  call @printI64(%v4401) : (i64) -> ()
  %v4402 = arith.cmpi sge, %v3716, %v3716 : i64
  %v4403 = arith.extui %v4402 : i1 to i64
  call @printI64(%v4403) : (i64) -> ()
  %v4404 = arith.cmpi sge, %v3716, %v3719 : i64
  %v4405 = arith.extui %v4404 : i1 to i64
  call @printI64(%v4405) : (i64) -> ()
  %v4406 = arith.cmpi sge, %v3717, %v3715 : i64
  %v4407 = arith.extui %v4406 : i1 to i64
  call @printI64(%v4407) : (i64) -> ()
  %v4408 = arith.cmpi sge, %v3717, %v3718 : i64
  %v4409 = arith.extui %v4408 : i1 to i64
  call @printI64(%v4409) : (i64) -> ()
  %v4410 = arith.cmpi sge, %v3718, %v3714 : i64
  %v4411 = arith.extui %v4410 : i1 to i64
  call @printI64(%v4411) : (i64) -> ()
  %v4412 = arith.cmpi sge, %v3718, %v3717 : i64
  %v4413 = arith.extui %v4412 : i1 to i64
  call @printI64(%v4413) : (i64) -> ()
  %v4414 = arith.cmpi sge, %v3719, %v3713 : i64
  %v4415 = arith.extui %v4414 : i1 to i64
  call @printI64(%v4415) : (i64) -> ()
  %v4416 = arith.cmpi sge, %v3719, %v3716 : i64
  %v4417 = arith.extui %v4416 : i1 to i64
  call @printI64(%v4417) : (i64) -> ()
  %v4418 = arith.cmpi sge, %v3719, %v3719 : i64
  %v4419 = arith.extui %v4418 : i1 to i64
  call @printI64(%v4419) : (i64) -> ()
  call @printNewline() : () -> ()
  %v4420 = arith.cmpi ult, %v3713, %v3713 : i64
  %v4421 = arith.extui %v4420 : i1 to i64
  call @printI64(%v4421) : (i64) -> ()
  %v4422 = arith.cmpi ult, %v3713, %v3716 : i64
  %v4423 = arith.extui %v4422 : i1 to i64
  call @printI64(%v4423) : (i64) -> ()
  %v4424 = arith.cmpi ult, %v3713, %v3719 : i64
  %v4425 = arith.extui %v4424 : i1 to i64
  call @printI64(%v4425) : (i64) -> ()
  %v4426 = arith.cmpi ult, %v3714, %v3715 : i64
  %v4427 = arith.extui %v4426 : i1 to i64
  call @printI64(%v4427) : (i64) -> ()
  %v4428 = arith.cmpi ult, %v3714, %v3718 : i64
  %v4429 = arith.extui %v4428 : i1 to i64
  call @printI64(%v4429) : (i64) -> ()
  %v4430 = arith.cmpi ult, %v3715, %v3714 : i64
  %v4431 = arith.extui %v4430 : i1 to i64
  call @printI64(%v4431) : (i64) -> ()
  %v4432 = arith.cmpi ult, %v3715, %v3717 : i64
  %v4433 = arith.extui %v4432 : i1 to i64
  call @printI64(%v4433) : (i64) -> ()
  %v4434 = arith.cmpi ult, %v3716, %v3713 : i64
  %v4435 = arith.extui %v4434 : i1 to i64
  call @printI64(%v4435) : (i64) -> ()
  %v4436 = arith.cmpi ult, %v3716, %v3716 : i64
  %v4437 = arith.extui %v4436 : i1 to i64
  call @printI64(%v4437) : (i64) -> ()
  %v4438 = arith.cmpi ult, %v3716, %v3719 : i64
  %v4439 = arith.extui %v4438 : i1 to i64
  call @printI64(%v4439) : (i64) -> ()
  %v4440 = arith.cmpi ult, %v3717, %v3715 : i64
  %v4441 = arith.extui %v4440 : i1 to i64
  call @printI64(%v4441) : (i64) -> ()
  %v4442 = arith.cmpi ult, %v3717, %v3718 : i64
  %v4443 = arith.extui %v4442 : i1 to i64
  call @printI64(%v4443) : (i64) -> ()
  %v4444 = arith.cmpi ult, %v3718, %v3714 : i64
  %v4445 = arith.extui %v4444 : i1 to i64
  call @printI64(%v4445) : (i64) -> ()
  %v4446 = arith.cmpi ult, %v3718, %v3717 : i64
  %v4447 = arith.extui %v4446 : i1 to i64
  call @printI64(%v4447) : (i64) -> ()
  %v4448 = arith.cmpi ult, %v3719, %v3713 : i64
  %v4449 = arith.extui %v4448 : i1 to i64
  call @printI64(%v4449) : (i64) -> ()
  %v4450 = arith.cmpi ult, %v3719, %v3716 : i64
  %v4451 = arith.extui %v4450 : i1 to i64
  call @printI64(%v4451) : (i64) -> ()
  %v4452 = arith.cmpi ult, %v3719, %v3719 : i64
  %v4453 = arith.extui %v4452 : i1 to i64
  call @printI64(%v4453) : (i64) -> ()
  call @printNewline() : () -> ()
  %v4454 = arith.cmpi ule, %v3713, %v3713 : i64
  %v4455 = arith.extui %v4454 : i1 to i64
  call @printI64(%v4455) : (i64) -> ()
  %v4456 = arith.cmpi ule, %v3713, %v3716 : i64
  %v4457 = arith.extui %v4456 : i1 to i64
  call @printI64(%v4457) : (i64) -> ()
  %v4458 = arith.cmpi ule, %v3713, %v3719 : i64
  %v4459 = arith.extui %v4458 : i1 to i64
  call @printI64(%v4459) : (i64) -> ()
  %v4460 = arith.cmpi ule, %v3714, %v3715 : i64
  %v4461 = arith.extui %v4460 : i1 to i64
  call @printI64(%v4461) : (i64) -> ()
  %v4462 = arith.cmpi ule, %v3714, %v3718 : i64
  %v4463 = arith.extui %v4462 : i1 to i64
  call @printI64(%v4463) : (i64) -> ()
  %v4464 = arith.cmpi ule, %v3715, %v3714 : i64
  %v4465 = arith.extui %v4464 : i1 to i64
  call @printI64(%v4465) : (i64) -> ()
  %v4466 = arith.cmpi ule, %v3715, %v3717 : i64
  %v4467 = arith.extui %v4466 : i1 to i64
  call @printI64(%v4467) : (i64) -> ()
  %v4468 = arith.cmpi ule, %v3716, %v3713 : i64
  %v4469 = arith.extui %v4468 : i1 to i64
  call @printI64(%v4469) : (i64) -> ()
  %v4470 = arith.cmpi ule, %v3716, %v3716 : i64
  %v4471 = arith.extui %v4470 : i1 to i64
  call @printI64(%v4471) : (i64) -> ()
  %v4472 = arith.cmpi ule, %v3716, %v3719 : i64
  %v4473 = arith.extui %v4472 : i1 to i64
  call @printI64(%v4473) : (i64) -> ()
  %v4474 = arith.cmpi ule, %v3717, %v3715 : i64
  %v4475 = arith.extui %v4474 : i1 to i64
  call @printI64(%v4475) : (i64) -> ()
  %v4476 = arith.cmpi ule, %v3717, %v3718 : i64
  %v4477 = arith.extui %v4476 : i1 to i64
  call @printI64(%v4477) : (i64) -> ()
  %v4478 = arith.cmpi ule, %v3718, %v3714 : i64
  %v4479 = arith.extui %v4478 : i1 to i64
  call @printI64(%v4479) : (i64) -> ()
  %v4480 = arith.cmpi ule, %v3718, %v3717 : i64
  %v4481 = arith.extui %v4480 : i1 to i64
  call @printI64(%v4481) : (i64) -> ()
  %v4482 = arith.cmpi ule, %v3719, %v3713 : i64
  %v4483 = arith.extui %v4482 : i1 to i64
  call @printI64(%v4483) : (i64) -> ()
  %v4484 = arith.cmpi ule, %v3719, %v3716 : i64
  %v4485 = arith.extui %v4484 : i1 to i64
  call @printI64(%v4485) : (i64) -> ()
  %v4486 = arith.cmpi ule, %v3719, %v3719 : i64
  %v4487 = arith.extui %v4486 : i1 to i64
  call @printI64(%v4487) : (i64) -> ()
  call @printNewline() : () -> ()
  %v4488 = arith.cmpi ugt, %v3713, %v3713 : i64
  %v4489 = arith.extui %v4488 : i1 to i64
  call @printI64(%v4489) : (i64) -> ()
  %v4490 = arith.cmpi ugt, %v3713, %v3716 : i64
  %v4491 = arith.extui %v4490 : i1 to i64
  call @printI64(%v4491) : (i64) -> ()
  %v4492 = arith.cmpi ugt, %v3713, %v3719 : i64
  %v4493 = arith.extui %v4492 : i1 to i64
  call @printI64(%v4493) : (i64) -> ()
  %v4494 = arith.cmpi ugt, %v3714, %v3715 : i64
  %v4495 = arith.extui %v4494 : i1 to i64
  call @printI64(%v4495) : (i64) -> ()
  %v4496 = arith.cmpi ugt, %v3714, %v3718 : i64
  %v4497 = arith.extui %v4496 : i1 to i64
  call @printI64(%v4497) : (i64) -> ()
  %v4498 = arith.cmpi ugt, %v3715, %v3714 : i64
  %v4499 = arith.extui %v4498 : i1 to i64
  call @printI64(%v4499) : (i64) -> ()
  %v4500 = arith.cmpi ugt, %v3715, %v3717 : i64
  %v4501 = arith.extui %v4500 : i1 to i64
  call @printI64(%v4501) : (i64) -> ()
  %v4502 = arith.cmpi ugt, %v3716, %v3713 : i64
  %v4503 = arith.extui %v4502 : i1 to i64
  call @printI64(%v4503) : (i64) -> ()
  %v4504 = arith.cmpi ugt, %v3716, %v3716 : i64
  %v4505 = arith.extui %v4504 : i1 to i64
  call @printI64(%v4505) : (i64) -> ()
  %v4506 = arith.cmpi ugt, %v3716, %v3719 : i64
  %v4507 = arith.extui %v4506 : i1 to i64
  call @printI64(%v4507) : (i64) -> ()
  %v4508 = arith.cmpi ugt, %v3717, %v3715 : i64
  %v4509 = arith.extui %v4508 : i1 to i64
  call @printI64(%v4509) : (i64) -> ()
  %v4510 = arith.cmpi ugt, %v3717, %v3718 : i64
  %v4511 = arith.extui %v4510 : i1 to i64
  call @printI64(%v4511) : (i64) -> ()
  %v4512 = arith.cmpi ugt, %v3718, %v3714 : i64
  %v4513 = arith.extui %v4512 : i1 to i64
  call @printI64(%v4513) : (i64) -> ()
  %v4514 = arith.cmpi ugt, %v3718, %v3717 : i64
  %v4515 = arith.extui %v4514 : i1 to i64
  call @printI64(%v4515) : (i64) -> ()
  %v4516 = arith.cmpi ugt, %v3719, %v3713 : i64
  %v4517 = arith.extui %v4516 : i1 to i64
  call @printI64(%v4517) : (i64) -> ()
  %v4518 = arith.cmpi ugt, %v3719, %v3716 : i64
  %v4519 = arith.extui %v4518 : i1 to i64
  call @printI64(%v4519) : (i64) -> ()
  %v4520 = arith.cmpi ugt, %v3719, %v3719 : i64
  %v4521 = arith.extui %v4520 : i1 to i64
  call @printI64(%v4521) : (i64) -> ()
  call @printNewline() : () -> ()
  %v4522 = arith.cmpi uge, %v3713, %v3713 : i64
  %v4523 = arith.extui %v4522 : i1 to i64
  call @printI64(%v4523) : (i64) -> ()
  %v4524 = arith.cmpi uge, %v3713, %v3716 : i64
  %v4525 = arith.extui %v4524 : i1 to i64
  call @printI64(%v4525) : (i64) -> ()
  %v4526 = arith.cmpi uge, %v3713, %v3719 : i64
  %v4527 = arith.extui %v4526 : i1 to i64
  call @printI64(%v4527) : (i64) -> ()
  %v4528 = arith.cmpi uge, %v3714, %v3715 : i64
  %v4529 = arith.extui %v4528 : i1 to i64
  call @printI64(%v4529) : (i64) -> ()
  %v4530 = arith.cmpi uge, %v3714, %v3718 : i64
  %v4531 = arith.extui %v4530 : i1 to i64
  call @printI64(%v4531) : (i64) -> ()
  %v4532 = arith.cmpi uge, %v3715, %v3714 : i64
  %v4533 = arith.extui %v4532 : i1 to i64
  call @printI64(%v4533) : (i64) -> ()
  %v4534 = arith.cmpi uge, %v3715, %v3717 : i64
  %v4535 = arith.extui %v4534 : i1 to i64
  call @printI64(%v4535) : (i64) -> ()
  %v4536 = arith.cmpi uge, %v3716, %v3713 : i64
  %v4537 = arith.extui %v4536 : i1 to i64
  call @printI64(%v4537) : (i64) -> ()
  %v4538 = arith.cmpi uge, %v3716, %v3716 : i64
  %v4539 = arith.extui %v4538 : i1 to i64
  call @printI64(%v4539) : (i64) -> ()
  %v4540 = arith.cmpi uge, %v3716, %v3719 : i64
  %v4541 = arith.extui %v4540 : i1 to i64
  call @printI64(%v4541) : (i64) -> ()
  %v4542 = arith.cmpi uge, %v3717, %v3715 : i64
  %v4543 = arith.extui %v4542 : i1 to i64
  call @printI64(%v4543) : (i64) -> ()
  %v4544 = arith.cmpi uge, %v3717, %v3718 : i64
  %v4545 = arith.extui %v4544 : i1 to i64
  call @printI64(%v4545) : (i64) -> ()
  %v4546 = arith.cmpi uge, %v3718, %v3714 : i64
  %v4547 = arith.extui %v4546 : i1 to i64
  call @printI64(%v4547) : (i64) -> ()
  %v4548 = arith.cmpi uge, %v3718, %v3717 : i64
  %v4549 = arith.extui %v4548 : i1 to i64
  call @printI64(%v4549) : (i64) -> ()
  %v4550 = arith.cmpi uge, %v3719, %v3713 : i64
  %v4551 = arith.extui %v4550 : i1 to i64
  call @printI64(%v4551) : (i64) -> ()
  %v4552 = arith.cmpi uge, %v3719, %v3716 : i64
  %v4553 = arith.extui %v4552 : i1 to i64
  call @printI64(%v4553) : (i64) -> ()
  %v4554 = arith.cmpi uge, %v3719, %v3719 : i64
  %v4555 = arith.extui %v4554 : i1 to i64
  call @printI64(%v4555) : (i64) -> ()
  call @printNewline() : () -> ()
  %v4556 = arith.trunci %v3713 : i64 to i8
  %v4557 = arith.extsi %v4556 : i8 to i64
  call @printI64(%v4557) : (i64) -> ()
  call @printComma() : () -> ()
  %v4558 = arith.trunci %v3713 : i64 to i16
  %v4559 = arith.extsi %v4558 : i16 to i64
  call @printI64(%v4559) : (i64) -> ()
  call @printComma() : () -> ()
  %v4560 = arith.trunci %v3713 : i64 to i32
  %v4561 = arith.extsi %v4560 : i32 to i64
  call @printI64(%v4561) : (i64) -> ()
  call @printComma() : () -> ()
  %v4562 = arith.sitofp %v3713 : i64 to f64
  call @printF64(%v4562) : (f64) -> ()
  call @printComma() : () -> ()
  %v4563 = arith.uitofp %v3713 : i64 to f32
  call @printF32(%v4563) : (f32) -> ()
  call @printComma() : () -> ()
  %v4564 = arith.index_cast %v3713 : i64 to index
  %v4565 = arith.index_cast %v4564 : index to i64
  call @printI64(%v4565) : (i64) -> ()
  call @printComma() : () -> ()
  %v4566 = arith.trunci %v3714 : i64 to i8
  %v4567 = arith.extsi %v4566 : i8 to i64
  call @printI64(%v4567) : (i64) -> ()
  call @printComma() : () -> ()
  %v4568 = arith.trunci %v3714 : i64 to i16
  %v4569 = arith.extsi %v4568 : i16 to i64
  call @printI64(%v4569) : (i64) -> ()
  call @printComma() : () -> ()
  %v4570 = arith.trunci %v3714 : i64 to i32
  %v4571 = arith.extsi %v4570 : i32 to i64
  call @printI64(%v4571) : (i64) -> ()
  call @printComma() : () -> ()
  %v4572 = arith.sitofp %v3714 : i64 to f64
  call @printF64(%v4572) : (f64) -> ()
  call @printComma() : () -> ()
  %v4573 = arith.uitofp %v3714 : i64 to f32
  call @printF32(%v4573) : (f32) -> ()
  call @printComma() : () -> ()
  %v4574 = arith.index_cast %v3714 : i64 to index
  %v4575 = arith.index_cast %v4574 : index to i64
  call @printI64(%v4575) : (i64) -> ()
  call @printComma() : () -> ()
  %v4576 = arith.trunci %v3715 : i64 to i8
  %v4577 = arith.extsi %v4576 : i8 to i64
  call @printI64(%v4577) : (i64) -> ()
  call @printComma() : () -> ()
  %v4578 = arith.trunci %v3715 : i64 to i16
  %v4579 = arith.extsi %v4578 : i16 to i64
  call @printI64(%v4579) : (i64) -> ()
  call @printComma() : () -> ()
  %v4580 = arith.trunci %v3715 : i64 to i32
  %v4581 = arith.extsi %v4580 : i32 to i64
  call @printI64(%v4581) : (i64) -> ()
  call @printComma() : () -> ()
  %v4582 = arith.sitofp %v3715 : i64 to f64
  call @printF64(%v4582) : (f64) -> ()
  call @printComma() : () -> ()
  %v4583 = arith.uitofp %v3715 : i64 to f32
  call @printF32(%v4583) : (f32) -> ()
  call @printComma() : () -> ()
  %v4584 = arith.index_cast %v3715 : i64 to index
  %v4585 = arith.index_cast %v4584 : index to i64
  call @printI64(%v4585) : (i64) -> ()
  call @printComma() : () -> ()
  %v4586 = arith.trunci %v3716 : i64 to i8
  %v4587 = arith.extsi %v4586 : i8 to i64
  call @printI64(%v4587) : (i64) -> ()
  call @printComma() : () -> ()
  %v4588 = arith.trunci %v3716 : i64 to i16
  %v4589 = arith.extsi %v4588 : i16 to i64
  call @printI64(%v4589) : (i64) -> ()
  call @printComma() : () -> ()
  %v4590 = arith.trunci %v3716 : i64 to i32
  %v4591 = arith.extsi %v4590 : i32 to i64
  call @printI64(%v4591) : (i64) -> ()
  call @printComma() : () -> ()
  %v4592 = arith.sitofp %v3716 : i64 to f64
  call @printF64(%v4592) : (f64) -> ()
  call @printComma() : () -> ()
  %v4593 = arith.uitofp %v3716 : i64 to f32
  call @printF32(%v4593) : (f32) -> ()
  call @printComma() : () -> ()
  %v4594 = arith.index_cast %v3716 : i64 to index
  %v4595 = arith.index_cast %v4594 : index to i64
  call @printI64(%v4595) : (i64) -> ()
  call @printComma() : () -> ()
  %v4596 = arith.trunci %v3717 : i64 to i8
  %v4597 = arith.extsi %v4596 : i8 to i64
  call @printI64(%v4597) : (i64) -> ()
  call @printComma() : () -> ()
  %v4598 = arith.trunci %v3717 : i64 to i16
  %v4599 = arith.extsi %v4598 : i16 to i64
  call @printI64(%v4599) : (i64) -> ()
  call @printComma() : () -> ()
  %v4600 = arith.trunci %v3717 : i64 to i32
  %v4601 = arith.extsi %v4600 : i32 to i64
  call @printI64(%v4601) : (i64) -> ()
  call @printComma() : () -> ()
  %v4602 = arith.sitofp %v3717 : i64 to f64
  call @printF64(%v4602) : (f64) -> ()
  call @printComma() : () -> ()
  %v4603 = arith.uitofp %v3717 : i64 to f32
  call @printF32(%v4603) : (f32) -> ()
  call @printComma() : () -> ()
  %v4604 = arith.index_cast %v3717 : i64 to index
  %v4605 = arith.index_cast %v4604 : index to i64
  call @printI64(%v4605) : (i64) -> ()
  call @printComma() : () -> ()
  %v4606 = arith.trunci %v3718 : i64 to i8
  %v4607 = arith.extsi %v4606 : i8 to i64
  call @printI64(%v4607) : (i64) -> ()
  call @printComma() : () -> ()
  %v4608 = arith.trunci %v3718 : i64 to i16
  %v4609 = arith.extsi %v4608 : i16 to i64
  call @printI64(%v4609) : (i64) -> ()
  call @printComma() : () -> ()
  %v4610 = arith.trunci %v3718 : i64 to i32
  %v4611 = arith.extsi %v4610 : i32 to i64
  call @printI64(%v4611) : (i64) -> ()
  call @printComma() : () -> ()
  %v4612 = arith.sitofp %v3718 : i64 to f64
  call @printF64(%v4612) : (f64) -> ()
  call @printComma() : () -> ()
  %v4613 = arith.uitofp %v3718 : i64 to f32
  call @printF32(%v4613) : (f32) -> ()
  call @printComma() : () -> ()
  %v4614 = arith.index_cast %v3718 : i64 to index
  %v4615 = arith.index_cast %v4614 : index to i64
  call @printI64(%v4615) : (i64) -> ()
  call @printComma() : () -> ()
  %v4616 = arith.trunci %v3719 : i64 to i8
  %v4617 = arith.extsi %v4616 : i8 to i64
  call @printI64(%v4617) : (i64) -> ()
  call @printComma() : () -> ()
  %v4618 = arith.trunci %v3719 : i64 to i16
  %v4619 = arith.extsi %v4618 : i16 to i64
  call @printI64(%v4619) : (i64) -> ()
  call @printComma() : () -> ()
  %v4620 = arith.trunci %v3719 : i64 to i32
  %v4621 = arith.extsi %v4620 : i32 to i64
  call @printI64(%v4621) : (i64) -> ()
  call @printComma() : () -> ()
  %v4622 = arith.sitofp %v3719 : i64 to f64
  call @printF64(%v4622) : (f64) -> ()
  call @printComma() : () -> ()
  %v4623 = arith.uitofp %v3719 : i64 to f32
  call @printF32(%v4623) : (f32) -> ()
  call @printComma() : () -> ()
  %v4624 = arith.index_cast %v3719 : i64 to index
  %v4625 = arith.index_cast %v4624 : index to i64
  call @printI64(%v4625) : (i64) -> ()
  call @printComma() : () -> ()
  call @printNewline() : () -> ()
  %v4626 = arith.constant 0.0 : f64
  %v4627 = arith.constant -0.0 : f64
  %v4628 = arith.constant 1.5 : f64
  %v4629 = arith.constant -2.25 : f64
  %v4630 = arith.constant 3.0e38 : f64
  %v4631 = arith.constant 1.0e-40 : f64
  %v4632 = arith.constant 0x7FF8000000000000 : f64
  %v4633 = arith.constant 0x7FF0000000000000 : f64
  %v4634 = arith.constant 0xFFF0000000000000 : f64
  %v4635 = arith.constant 0.1 : f64
  %v4636 = arith.constant 123456789.0 : f64
  %v4637 = arith.addf %v4626, %v4626 : f64
  call @printF64(%v4637) : (f64) -> ()
  call @printComma() : () -> ()
  %v4638 = arith.addf %v4626, %v4628 : f64
  call @printF64(%v4638) : (f64) -> ()
  call @printComma() : () -> ()
  %v4639 = arith.addf %v4626, %v4630 : f64
  call @printF64(%v4639) : (f64) -> ()
  call @printComma() : () -> ()
  %v4640 = arith.addf %v4626, %v4632 : f64
  call @printF64(%v4640) : (f64) -> ()
  call @printComma() : () -> ()
  %v4641 = arith.addf %v4626, %v4634 : f64
  call @printF64(%v4641) : (f64) -> ()
  call @printComma() : () -> ()
  %v4642 = arith.addf %v4626, %v4636 : f64
  call @printF64(%v4642) : (f64) -> ()
  call @printComma() : () -> ()
  %v4643 = arith.addf %v4627, %v4627 : f64
  call @printF64(%v4643) : (f64) -> ()
  call @printComma() : () -> ()
  %v4644 = arith.addf %v4627, %v4629 : f64
  call @printF64(%v4644) : (f64) -> ()
  call @printComma() : () -> ()
  %v4645 = arith.addf %v4627, %v4631 : f64
  call @printF64(%v4645) : (f64) -> ()
  call @printComma() : () -> ()
  %v4646 = arith.addf %v4627, %v4633 : f64
  call @printF64(%v4646) : (f64) -> ()
  call @printComma() : () -> ()
  %v4647 = arith.addf %v4627, %v4635 : f64
  call @printF64(%v4647) : (f64) -> ()
  call @printComma() : () -> ()
  %v4648 = arith.addf %v4628, %v4626 : f64
  call @printF64(%v4648) : (f64) -> ()
  call @printComma() : () -> ()
  %v4649 = arith.addf %v4628, %v4628 : f64
  call @printF64(%v4649) : (f64) -> ()
  call @printComma() : () -> ()
  %v4650 = arith.addf %v4628, %v4630 : f64
  call @printF64(%v4650) : (f64) -> ()
  call @printComma() : () -> ()
  %v4651 = arith.addf %v4628, %v4632 : f64
  call @printF64(%v4651) : (f64) -> ()
  call @printComma() : () -> ()
  %v4652 = arith.addf %v4628, %v4634 : f64
  call @printF64(%v4652) : (f64) -> ()
  call @printComma() : () -> ()
  %v4653 = arith.addf %v4628, %v4636 : f64
  call @printF64(%v4653) : (f64) -> ()
  call @printComma() : () -> ()
  %v4654 = arith.addf %v4629, %v4627 : f64
  call @printF64(%v4654) : (f64) -> ()
  call @printComma() : () -> ()
  %v4655 = arith.addf %v4629, %v4629 : f64
  call @printF64(%v4655) : (f64) -> ()
  call @printComma() : () -> ()
  %v4656 = arith.addf %v4629, %v4631 : f64
  call @printF64(%v4656) : (f64) -> ()
  call @printComma() : () -> ()
  %v4657 = arith.addf %v4629, %v4633 : f64
  call @printF64(%v4657) : (f64) -> ()
  call @printComma() : () -> ()
  %v4658 = arith.addf %v4629, %v4635 : f64
  call @printF64(%v4658) : (f64) -> ()
  call @printComma() : () -> ()
  %v4659 = arith.addf %v4630, %v4626 : f64
  call @printF64(%v4659) : (f64) -> ()
  call @printComma() : () -> ()
  %v4660 = arith.addf %v4630, %v4628 : f64
  call @printF64(%v4660) : (f64) -> ()
  call @printComma() : () -> ()
  %v4661 = arith.addf %v4630, %v4630 : f64
  call @printF64(%v4661) : (f64) -> ()
  call @printComma() : () -> ()
  %v4662 = arith.addf %v4630, %v4632 : f64
  call @printF64(%v4662) : (f64) -> ()
  call @printComma() : () -> ()
  %v4663 = arith.addf %v4630, %v4634 : f64
  call @printF64(%v4663) : (f64) -> ()
  call @printComma() : () -> ()
  %v4664 = arith.addf %v4630, %v4636 : f64
  call @printF64(%v4664) : (f64) -> ()
  call @printComma() : () -> ()
  %v4665 = arith.addf %v4631, %v4627 : f64
  call @printF64(%v4665) : (f64) -> ()
  call @printComma() : () -> ()
  %v4666 = arith.addf %v4631, %v4629 : f64
  call @printF64(%v4666) : (f64) -> ()
  call @printComma() : () -> ()
  %v4667 = arith.addf %v4631, %v4631 : f64
  call @printF64(%v4667) : (f64) -> ()
  call @printComma() : () -> ()
  %v4668 = arith.addf %v4631, %v4633 : f64
  call @printF64(%v4668) : (f64) -> ()
  call @printComma() : () -> ()
  %v4669 = arith.addf %v4631, %v4635 : f64
  call @printF64(%v4669) : (f64) -> ()
  call @printComma() : () -> ()
  %v4670 = arith.addf %v4632, %v4626 : f64
  call @printF64(%v4670) : (f64) -> ()
  call @printComma() : () -> ()
  %v4671 = arith.addf %v4632, %v4628 : f64
  call @printF64(%v4671) : (f64) -> ()
  call @printComma() : () -> ()
  %v4672 = arith.addf %v4632, %v4630 : f64
  call @printF64(%v4672) : (f64) -> ()
  call @printComma() : () -> ()
  %v4673 = arith.addf %v4632, %v4632 : f64
  call @printF64(%v4673) : (f64) -> ()
  call @printComma() : () -> ()
  %v4674 = arith.addf %v4632, %v4634 : f64
  call @printF64(%v4674) : (f64) -> ()
  call @printComma() : () -> ()
  %v4675 = arith.addf %v4632, %v4636 : f64
  call @printF64(%v4675) : (f64) -> ()
  call @printComma() : () -> ()
  %v4676 = arith.addf %v4633, %v4627 : f64
  call @printF64(%v4676) : (f64) -> ()
  call @printComma() : () -> ()
  %v4677 = arith.addf %v4633, %v4629 : f64
  call @printF64(%v4677) : (f64) -> ()
  call @printComma() : () -> ()
  %v4678 = arith.addf %v4633, %v4631 : f64
  call @printF64(%v4678) : (f64) -> ()
  call @printComma() : () -> ()
  %v4679 = arith.addf %v4633, %v4633 : f64
  call @printF64(%v4679) : (f64) -> ()
  call @printComma() : () -> ()
  %v4680 = arith.addf %v4633, %v4635 : f64
  call @printF64(%v4680) : (f64) -> ()
  call @printComma() : () -> ()
  %v4681 = arith.addf %v4634, %v4626 : f64
  call @printF64(%v4681) : (f64) -> ()
  call @printComma() : () -> ()
  %v4682 = arith.addf %v4634, %v4628 : f64
  call @printF64(%v4682) : (f64) -> ()
  call @printComma() : () -> ()
  %v4683 = arith.addf %v4634, %v4630 : f64
  call @printF64(%v4683) : (f64) -> ()
  call @printComma() : () -> ()
  %v4684 = arith.addf %v4634, %v4632 : f64
  call @printF64(%v4684) : (f64) -> ()
  call @printComma() : () -> ()
  %v4685 = arith.addf %v4634, %v4634 : f64
  call @printF64(%v4685) : (f64) -> ()
  call @printComma() : () -> ()
  %v4686 = arith.addf %v4634, %v4636 : f64
  call @printF64(%v4686) : (f64) -> ()
  call @printComma() : () -> ()
  %v4687 = arith.addf %v4635, %v4627 : f64
  call @printF64(%v4687) : (f64) -> ()
  call @printComma() : () -> ()
  %v4688 = arith.addf %v4635, %v4629 : f64
  call @printF64(%v4688) : (f64) -> ()
  call @printComma() : () -> ()
  %v4689 = arith.addf %v4635, %v4631 : f64
  call @printF64(%v4689) : (f64) -> ()
  call @printComma() : () -> ()
  %v4690 = arith.addf %v4635, %v4633 : f64
  call @printF64(%v4690) : (f64) -> ()
  call @printComma() : () -> ()
  %v4691 = arith.addf %v4635, %v4635 : f64
  call @printF64(%v4691) : (f64) -> ()
  call @printComma() : () -> ()
  %v4692 = arith.addf %v4636, %v4626 : f64
  call @printF64(%v4692) : (f64) -> ()
  call @printComma() : () -> ()
  %v4693 = arith.addf %v4636, %v4628 : f64
  call @printF64(%v4693) : (f64) -> ()
  call @printComma() : () -> ()
  %v4694 = arith.addf %v4636, %v4630 : f64
  call @printF64(%v4694) : (f64) -> ()
  call @printComma() : () -> ()
  %v4695 = arith.addf %v4636, %v4632 : f64
  call @printF64(%v4695) : (f64) -> ()
  call @printComma() : () -> ()
  %v4696 = arith.addf %v4636, %v4634 : f64
  call @printF64(%v4696) : (f64) -> ()
  call @printComma() : () -> ()
  %v4697 = arith.addf %v4636, %v4636 : f64
  call @printF64(%v4697) : (f64) -> ()
  call @printComma() : () -> ()
  call @printNewline() : () -> ()
  %v4698 = arith.subf %v4626, %v4626 : f64
  call @printF64(%v4698) : (f64) -> ()
  call @printComma() : () -> ()
  %v4699 = arith.subf %v4626, %v4628 : f64
  call @printF64(%v4699) : (f64) -> ()
  call @printComma() : () -> ()
  %v4700 = arith.subf %v4626, %v4630 : f64
  call @printF64(%v4700) : (f64) -> ()
  call @printComma() : () -> ()
  %v4701 = arith.subf %v4626, %v4632 : f64
  call @printF64(%v4701) : (f64) -> ()
  call @printComma() : () -> ()
  %v4702 = arith.subf %v4626, %v4634 : f64
  call @printF64(%v4702) : (f64) -> ()
  call @printComma() : () -> ()
  %v4703 = arith.subf %v4626, %v4636 : f64
  call @printF64(%v4703) : (f64) -> ()
  call @printComma() : () -> ()
  %v4704 = arith.subf %v4627, %v4627 : f64
  call @printF64(%v4704) : (f64) -> ()
  call @printComma() : () -> ()
  %v4705 = arith.subf %v4627, %v4629 : f64
  call @printF64(%v4705) : (f64) -> ()
  call @printComma() : () -> ()
  %v4706 = arith.subf %v4627, %v4631 : f64
  call @printF64(%v4706) : (f64) -> ()
  call @printComma() : () -> ()
  %v4707 = arith.subf %v4627, %v4633 : f64
  call @printF64(%v4707) : (f64) -> ()
  call @printComma() : () -> ()
  %v4708 = arith.subf %v4627, %v4635 : f64
  call @printF64(%v4708) : (f64) -> ()
  call @printComma() : () -> ()
  %v4709 = arith.subf %v4628, %v4626 : f64
  call @printF64(%v4709) : (f64) -> ()
  call @printComma() : () -> ()
  %v4710 = arith.subf %v4628, %v4628 : f64
  call @printF64(%v4710) : (f64) -> ()
  call @printComma() : () -> ()
  %v4711 = arith.subf %v4628, %v4630 : f64
  call @printF64(%v4711) : (f64) -> ()
  call @printComma() : () -> ()
  %v4712 = arith.subf %v4628, %v4632 : f64
  call @printF64(%v4712) : (f64) -> ()
  call @printComma() : () -> ()
  %v4713 = arith.subf %v4628, %v4634 : f64
  call @printF64(%v4713) : (f64) -> ()
  call @printComma() : () -> ()
  %v4714 = arith.subf %v4628, %v4636 : f64
  call @printF64(%v4714) : (f64) -> ()
  call @printComma() : () -> ()
  %v4715 = arith.subf %v4629, %v4627 : f64
  call @printF64(%v4715) : (f64) -> ()
  call @printComma() : () -> ()
  %v4716 = arith.subf %v4629, %v4629 : f64
  call @printF64(%v4716) : (f64) -> ()
  call @printComma() : () -> ()
  %v4717 = arith.subf %v4629, %v4631 : f64
  call @printF64(%v4717) : (f64) -> ()
  call @printComma() : () -> ()
  %v4718 = arith.subf %v4629, %v4633 : f64
  call @printF64(%v4718) : (f64) -> ()
  call @printComma() : () -> ()
  %v4719 = arith.subf %v4629, %v4635 : f64
  call @printF64(%v4719) : (f64) -> ()
  call @printComma() : () -> ()
  %v4720 = arith.subf %v4630, %v4626 : f64
  call @printF64(%v4720) : (f64) -> ()
  call @printComma() : () -> ()
  %v4721 = arith.subf %v4630, %v4628 : f64
  call @printF64(%v4721) : (f64) -> ()
  call @printComma() : () -> ()
  %v4722 = arith.subf %v4630, %v4630 : f64
  call @printF64(%v4722) : (f64) -> ()
  call @printComma() : () -> ()
  %v4723 = arith.subf %v4630, %v4632 : f64
  call @printF64(%v4723) : (f64) -> ()
  call @printComma() : () -> ()
  %v4724 = arith.subf %v4630, %v4634 : f64
  call @printF64(%v4724) : (f64) -> ()
  call @printComma() : () -> ()
  %v4725 = arith.subf %v4630, %v4636 : f64
  call @printF64(%v4725) : (f64) -> ()
  call @printComma() : () -> ()
  %v4726 = arith.subf %v4631, %v4627 : f64
  call @printF64(%v4726) : (f64) -> ()
  call @printComma() : () -> ()
  %v4727 = arith.subf %v4631, %v4629 : f64
  call @printF64(%v4727) : (f64) -> ()
  call @printComma() : () -> ()
  %v4728 = arith.subf %v4631, %v4631 : f64
  call @printF64(%v4728) : (f64) -> ()
  call @printComma() : () -> ()
  %v4729 = arith.subf %v4631, %v4633 : f64
  call @printF64(%v4729) : (f64) -> ()
  call @printComma() : () -> ()
  %v4730 = arith.subf %v4631, %v4635 : f64
  call @printF64(%v4730) : (f64) -> ()
  call @printComma() : () -> ()
  %v4731 = arith.subf %v4632, %v4626 : f64
  call @printF64(%v4731) : (f64) -> ()
  call @printComma() : () -> ()
  %v4732 = arith.subf %v4632, %v4628 : f64
  call @printF64(%v4732) : (f64) -> ()
  call @printComma() : () -> ()
  %v4733 = arith.subf %v4632, %v4630 : f64
  call @printF64(%v4733) : (f64) -> ()
  call @printComma() : () -> ()
  %v4734 = arith.subf %v4632, %v4632 : f64
  call @printF64(%v4734) : (f64) -> ()
  call @printComma() : () -> ()
  %v4735 = arith.subf %v4632, %v4634 : f64
  call @printF64(%v4735) : (f64) -> ()
  call @printComma() : () -> ()
  %v4736 = arith.subf %v4632, %v4636 : f64
  call @printF64(%v4736) : (f64) -> ()
  call @printComma() : () -> ()
  %v4737 = arith.subf %v4633, %v4627 : f64
  call @printF64(%v4737) : (f64) -> ()
  call @printComma() : () -> ()
  %v4738 = arith.subf %v4633, %v4629 : f64
  call @printF64(%v4738) : (f64) -> ()
  call @printComma() : () -> ()
  %v4739 = arith.subf %v4633, %v4631 : f64
  call @printF64(%v4739) : (f64) -> ()
  call @printComma() : () -> ()
  %v4740 = arith.subf %v4633, %v4633 : f64
  call @printF64(%v4740) : (f64) -> ()
  call @printComma() : () -> ()
  %v4741 = arith.subf %v4633, %v4635 : f64
  call @printF64(%v4741) : (f64) -> ()
  call @printComma() : () -> ()
  %v4742 = arith.subf %v4634, %v4626 : f64
  call @printF64(%v4742) : (f64) -> ()
  call @printComma() : () -> ()
  %v4743 = arith.subf %v4634, %v4628 : f64
  call @printF64(%v4743) : (f64) -> ()
  call @printComma() : () -> ()
  %v4744 = arith.subf %v4634, %v4630 : f64
  call @printF64(%v4744) : (f64) -> ()
  call @printComma() : () -> ()
  %v4745 = arith.subf %v4634, %v4632 : f64
  call @printF64(%v4745) : (f64) -> ()
  call @printComma() : () -> ()
  %v4746 = arith.subf %v4634, %v4634 : f64
  call @printF64(%v4746) : (f64) -> ()
  call @printComma() : () -> ()
  %v4747 = arith.subf %v4634, %v4636 : f64
  call @printF64(%v4747) : (f64) -> ()
  call @printComma() : () -> ()
  %v4748 = arith.subf %v4635, %v4627 : f64
  call @printF64(%v4748) : (f64) -> ()
  call @printComma() : () -> ()
  %v4749 = arith.subf %v4635, %v4629 : f64
  call @printF64(%v4749) : (f64) -> ()
  call @printComma() : () -> ()
  %v4750 = arith.subf %v4635, %v4631 : f64
  call @printF64(%v4750) : (f64) -> ()
  call @printComma() : () -> ()
  %v4751 = arith.subf %v4635, %v4633 : f64
  call @printF64(%v4751) : (f64) -> ()
  call @printComma() : () -> ()
  %v4752 = arith.subf %v4635, %v4635 : f64
  call @printF64(%v4752) : (f64) -> ()
  call @printComma() : () -> ()
  %v4753 = arith.subf %v4636, %v4626 : f64
  call @printF64(%v4753) : (f64) -> ()
  call @printComma() : () -> ()
  %v4754 = arith.subf %v4636, %v4628 : f64
  call @printF64(%v4754) : (f64) -> ()
  call @printComma() : () -> ()
  %v4755 = arith.subf %v4636, %v4630 : f64
  call @printF64(%v4755) : (f64) -> ()
  call @printComma() : () -> ()
  %v4756 = arith.subf %v4636, %v4632 : f64
  call @printF64(%v4756) : (f64) -> ()
  call @printComma() : () -> ()
  %v4757 = arith.subf %v4636, %v4634 : f64
  call @printF64(%v4757) : (f64) -> ()
  call @printComma() : () -> ()
  %v4758 = arith.subf %v4636, %v4636 : f64
  call @printF64(%v4758) : (f64) -> ()
  call @printComma() : () -> ()
  call @printNewline() : () -> ()
  %v4759 = arith.mulf %v4626, %v4626 : f64
  call @printF64(%v4759) : (f64) -> ()
  call @printComma() : () -> ()
  %v4760 = arith.mulf %v4626, %v4628 : f64
  call @printF64(%v4760) : (f64) -> ()
  call @printComma() : () -> ()
  %v4761 = arith.mulf %v4626, %v4630 : f64
  call @printF64(%v4761) : (f64) -> ()
  call @printComma() : () -> ()
  %v4762 = arith.mulf %v4626, %v4632 : f64
  call @printF64(%v4762) : (f64) -> ()
  call @printComma() : () -> ()
  %v4763 = arith.mulf %v4626, %v4634 : f64
  call @printF64(%v4763) : (f64) -> ()
  call @printComma() : () -> ()
  %v4764 = arith.mulf %v4626, %v4636 : f64
  call @printF64(%v4764) : (f64) -> ()
  call @printComma() : () -> ()
  %v4765 = arith.mulf %v4627, %v4627 : f64
  call @printF64(%v4765) : (f64) -> ()
  call @printComma() : () -> ()
  %v4766 = arith.mulf %v4627, %v4629 : f64
  call @printF64(%v4766) : (f64) -> ()
  call @printComma() : () -> ()
  %v4767 = arith.mulf %v4627, %v4631 : f64
  call @printF64(%v4767) : (f64) -> ()
  call @printComma() : () -> ()
  %v4768 = arith.mulf %v4627, %v4633 : f64
  call @printF64(%v4768) : (f64) -> ()
  call @printComma() : () -> ()
  %v4769 = arith.mulf %v4627, %v4635 : f64
  call @printF64(%v4769) : (f64) -> ()
  call @printComma() : () -> ()
  %v4770 = arith.mulf %v4628, %v4626 : f64
  call @printF64(%v4770) : (f64) -> ()
  call @printComma() : () -> ()
  %v4771 = arith.mulf %v4628, %v4628 : f64
  call @printF64(%v4771) : (f64) -> ()
  call @printComma() : () -> ()
  %v4772 = arith.mulf %v4628, %v4630 : f64
  call @printF64(%v4772) : (f64) -> ()
  call @printComma() : () -> ()
  %v4773 = arith.mulf %v4628, %v4632 : f64
  call @printF64(%v4773) : (f64) -> ()
  call @printComma() : () -> ()
  %v4774 = arith.mulf %v4628, %v4634 : f64
  call @printF64(%v4774) : (f64) -> ()
  call @printComma() : () -> ()
  %v4775 = arith.mulf %v4628, %v4636 : f64
  call @printF64(%v4775) : (f64) -> ()
  call @printComma() : () -> ()
  %v4776 = arith.mulf %v4629, %v4627 : f64
  call @printF64(%v4776) : (f64) -> ()
  call @printComma() : () -> ()
  %v4777 = arith.mulf %v4629, %v4629 : f64
  call @printF64(%v4777) : (f64) -> ()
  call @printComma() : () -> ()
  %v4778 = arith.mulf %v4629, %v4631 : f64
  call @printF64(%v4778) : (f64) -> ()
  call @printComma() : () -> ()
  %v4779 = arith.mulf %v4629, %v4633 : f64
  call @printF64(%v4779) : (f64) -> ()
  call @printComma() : () -> ()
  %v4780 = arith.mulf %v4629, %v4635 : f64
  call @printF64(%v4780) : (f64) -> ()
  call @printComma() : () -> ()
  %v4781 = arith.mulf %v4630, %v4626 : f64
  call @printF64(%v4781) : (f64) -> ()
  call @printComma() : () -> ()
  %v4782 = arith.mulf %v4630, %v4628 : f64
  call @printF64(%v4782) : (f64) -> ()
  call @printComma() : () -> ()
  %v4783 = arith.mulf %v4630, %v4630 : f64
  call @printF64(%v4783) : (f64) -> ()
  call @printComma() : () -> ()
  %v4784 = arith.mulf %v4630, %v4632 : f64
  call @printF64(%v4784) : (f64) -> ()
  call @printComma() : () -> ()
  %v4785 = arith.mulf %v4630, %v4634 : f64
  call @printF64(%v4785) : (f64) -> ()
  call @printComma() : () -> ()
  %v4786 = arith.mulf %v4630, %v4636 : f64
  call @printF64(%v4786) : (f64) -> ()
  call @printComma() : () -> ()
  %v4787 = arith.mulf %v4631, %v4627 : f64
  call @printF64(%v4787) : (f64) -> ()
  call @printComma() : () -> ()
  %v4788 = arith.mulf %v4631, %v4629 : f64
  call @printF64(%v4788) : (f64) -> ()
  call @printComma() : () -> ()
  %v4789 = arith.mulf %v4631, %v4631 : f64
  call @printF64(%v4789) : (f64) -> ()
  call @printComma() : () -> ()
  %v4790 = arith.mulf %v4631, %v4633 : f64
  call @printF64(%v4790) : (f64) -> ()
  call @printComma() : () -> ()
  %v4791 = arith.mulf %v4631, %v4635 : f64
  call @printF64(%v4791) : (f64) -> ()
  call @printComma() : () -> ()
  %v4792 = arith.mulf %v4632, %v4626 : f64
  call @printF64(%v4792) : (f64) -> ()
  call @printComma() : () -> ()
  %v4793 = arith.mulf %v4632, %v4628 : f64
  call @printF64(%v4793) : (f64) -> ()
  call @printComma() : () -> ()
  %v4794 = arith.mulf %v4632, %v4630 : f64
  call @printF64(%v4794) : (f64) -> ()
  call @printComma() : () -> ()
  %v4795 = arith.mulf %v4632, %v4632 : f64
  call @printF64(%v4795) : (f64) -> ()
  call @printComma() : () -> ()
  %v4796 = arith.mulf %v4632, %v4634 : f64
  call @printF64(%v4796) : (f64) -> ()
  call @printComma() : () -> ()
  %v4797 = arith.mulf %v4632, %v4636 : f64
  call @printF64(%v4797) : (f64) -> ()
  call @printComma() : () -> ()
  %v4798 = arith.mulf %v4633, %v4627 : f64
  call @printF64(%v4798) : (f64) -> ()
  call @printComma() : () -> ()
  %v4799 = arith.mulf %v4633, %v4629 : f64
  call @printF64(%v4799) : (f64) -> ()
  call @printComma() : () -> ()
  %v4800 = arith.mulf %v4633, %v4631 : f64
  call @printF64(%v4800) : (f64) -> ()
  call @printComma() : () -> ()
  %v4801 = arith.mulf %v4633, %v4633 : f64
  call @printF64(%v4801) : (f64) -> ()
  call @printComma() : () -> ()
  %v4802 = arith.mulf %v4633, %v4635 : f64
  call @printF64(%v4802) : (f64) -> ()
  call @printComma() : () -> ()
  %v4803 = arith.mulf %v4634, %v4626 : f64
  call @printF64(%v4803) : (f64) -> ()
  call @printComma() : () -> ()
  %v4804 = arith.mulf %v4634, %v4628 : f64
  call @printF64(%v4804) : (f64) -> ()
  call @printComma() : () -> ()
  %v4805 = arith.mulf %v4634, %v4630 : f64
  call @printF64(%v4805) : (f64) -> ()
  call @printComma() : () -> ()
  %v4806 = arith.mulf %v4634, %v4632 : f64
  call @printF64(%v4806) : (f64) -> ()
  call @printComma() : () -> ()
  %v4807 = arith.mulf %v4634, %v4634 : f64
  call @printF64(%v4807) : (f64) -> ()
  call @printComma() : () -> ()
  %v4808 = arith.mulf %v4634, %v4636 : f64
  call @printF64(%v4808) : (f64) -> ()
  call @printComma() : () -> ()
  %v4809 = arith.mulf %v4635, %v4627 : f64
  call @printF64(%v4809) : (f64) -> ()
  call @printComma() : () -> ()
  %v4810 = arith.mulf %v4635, %v4629 : f64
  call @printF64(%v4810) : (f64) -> ()
  call @printComma() : () -> ()
  %v4811 = arith.mulf %v4635, %v4631 : f64
  call @printF64(%v4811) : (f64) -> ()
  call @printComma() : () -> ()
  %v4812 = arith.mulf %v4635, %v4633 : f64
  call @printF64(%v4812) : (f64) -> ()
  call @printComma() : () -> ()
  %v4813 = arith.mulf %v4635, %v4635 : f64
  call @printF64(%v4813) : (f64) -> ()
  call @printComma() : () -> ()
  %v4814 = arith.mulf %v4636, %v4626 : f64
  call @printF64(%v4814) : (f64) -> ()
  call @printComma() : () -> ()
  %v4815 = arith.mulf %v4636, %v4628 : f64
  call @printF64(%v4815) : (f64) -> ()
  call @printComma() : () -> ()
  %v4816 = arith.mulf %v4636, %v4630 : f64
  call @printF64(%v4816) : (f64) -> ()
  call @printComma() : () -> ()
  %v4817 = arith.mulf %v4636, %v4632 : f64
  call @printF64(%v4817) : (f64) -> ()
  call @printComma() : () -> ()
  %v4818 = arith.mulf %v4636, %v4634 : f64
  call @printF64(%v4818) : (f64) -> ()
  call @printComma() : () -> ()
  %v4819 = arith.mulf %v4636, %v4636 : f64
  call @printF64(%v4819) : (f64) -> ()
  call @printComma() : () -> ()
  call @printNewline() : () -> ()
  %v4820 = arith.divf %v4626, %v4626 : f64
  call @printF64(%v4820) : (f64) -> ()
  call @printComma() : () -> ()
  %v4821 = arith.divf %v4626, %v4628 : f64
  call @printF64(%v4821) : (f64) -> ()
  call @printComma() : () -> ()
  %v4822 = arith.divf %v4626, %v4630 : f64
  call @printF64(%v4822) : (f64) -> ()
  call @printComma() : () -> ()
  %v4823 = arith.divf %v4626, %v4632 : f64
  call @printF64(%v4823) : (f64) -> ()
  call @printComma() : () -> ()
  %v4824 = arith.divf %v4626, %v4634 : f64
  call @printF64(%v4824) : (f64) -> ()
  call @printComma() : () -> ()
  %v4825 = arith.divf %v4626, %v4636 : f64
  call @printF64(%v4825) : (f64) -> ()
  call @printComma() : () -> ()
  %v4826 = arith.divf %v4627, %v4627 : f64
  call @printF64(%v4826) : (f64) -> ()
  call @printComma() : () -> ()
  %v4827 = arith.divf %v4627, %v4629 : f64
  call @printF64(%v4827) : (f64) -> ()
  call @printComma() : () -> ()
  %v4828 = arith.divf %v4627, %v4631 : f64
  call @printF64(%v4828) : (f64) -> ()
  call @printComma() : () -> ()
  %v4829 = arith.divf %v4627, %v4633 : f64
  call @printF64(%v4829) : (f64) -> ()
  call @printComma() : () -> ()
  %v4830 = arith.divf %v4627, %v4635 : f64
  call @printF64(%v4830) : (f64) -> ()
  call @printComma() : () -> ()
  %v4831 = arith.divf %v4628, %v4626 : f64
  call @printF64(%v4831) : (f64) -> ()
  call @printComma() : () -> ()
  %v4832 = arith.divf %v4628, %v4628 : f64
  call @printF64(%v4832) : (f64) -> ()
  call @printComma() : () -> ()
  %v4833 = arith.divf %v4628, %v4630 : f64
  call @printF64(%v4833) : (f64) -> ()
  call @printComma() : () -> ()
  %v4834 = arith.divf %v4628, %v4632 : f64
  call @printF64(%v4834) : (f64) -> ()
  call @printComma() : () -> ()
  %v4835 = arith.divf %v4628, %v4634 : f64
  call @printF64(%v4835) : (f64) -> ()
  call @printComma() : () -> ()
  %v4836 = arith.divf %v4628, %v4636 : f64
  call @printF64(%v4836) : (f64) -> ()
  call @printComma() : () -> ()
  %v4837 = arith.divf %v4629, %v4627 : f64
  call @printF64(%v4837) : (f64) -> ()
  call @printComma() : () -> ()
  %v4838 = arith.divf %v4629, %v4629 : f64
  call @printF64(%v4838) : (f64) -> ()
  call @printComma() : () -> ()
  %v4839 = arith.divf %v4629, %v4631 : f64
  call @printF64(%v4839) : (f64) -> ()
  call @printComma() : () -> ()
  %v4840 = arith.divf %v4629, %v4633 : f64
  call @printF64(%v4840) : (f64) -> ()
  call @printComma() : () -> ()
  %v4841 = arith.divf %v4629, %v4635 : f64
  call @printF64(%v4841) : (f64) -> ()
  call @printComma() : () -> ()
  %v4842 = arith.divf %v4630, %v4626 : f64
  call @printF64(%v4842) : (f64) -> ()
  call @printComma() : () -> ()
  %v4843 = arith.divf %v4630, %v4628 : f64
  call @printF64(%v4843) : (f64) -> ()
  call @printComma() : () -> ()
  %v4844 = arith.divf %v4630, %v4630 : f64
  call @printF64(%v4844) : (f64) -> ()
  call @printComma() : () -> ()
  %v4845 = arith.divf %v4630, %v4632 : f64
  call @printF64(%v4845) : (f64) -> ()
  call @printComma() : () -> ()
  %v4846 = arith.divf %v4630, %v4634 : f64
  call @printF64(%v4846) : (f64) -> ()
  call @printComma() : () -> ()
  %v4847 = arith.divf %v4630, %v4636 : f64
  call @printF64(%v4847) : (f64) -> ()
  call @printComma() : () -> ()
  %v4848 = arith.divf %v4631, %v4627 : f64
  call @printF64(%v4848) : (f64) -> ()
  call @printComma() : () -> ()
  %v4849 = arith.divf %v4631, %v4629 : f64
  call @printF64(%v4849) : (f64) -> ()
  call @printComma() : () -> ()
  %v4850 = arith.divf %v4631, %v4631 : f64
  call @printF64(%v4850) : (f64) -> ()
  call @printComma() : () -> ()
  %v4851 = arith.divf %v4631, %v4633 : f64
  call @printF64(%v4851) : (f64) -> ()
  call @printComma() : () -> ()
  %v4852 = arith.divf %v4631, %v4635 : f64
  call @printF64(%v4852) : (f64) -> ()
  call @printComma() : () -> ()
  %v4853 = arith.divf %v4632, %v4626 : f64
  call @printF64(%v4853) : (f64) -> ()
  call @printComma() : () -> ()
  %v4854 = arith.divf %v4632, %v4628 : f64
  call @printF64(%v4854) : (f64) -> ()
  call @printComma() : () -> ()
  %v4855 = arith.divf %v4632, %v4630 : f64
  call @printF64(%v4855) : (f64) -> ()
  call @printComma() : () -> ()
  %v4856 = arith.divf %v4632, %v4632 : f64
  call @printF64(%v4856) : (f64) -> ()
  call @printComma() : () -> ()
  %v4857 = arith.divf %v4632, %v4634 : f64
  call @printF64(%v4857) : (f64) -> ()
  call @printComma() : () -> ()
  %v4858 = arith.divf %v4632, %v4636 : f64
  call @printF64(%v4858) : (f64) -> ()
  call @printComma() : () -> ()
  %v4859 = arith.divf %v4633, %v4627 : f64
  call @printF64(%v4859) : (f64) -> ()
  call @printComma() : () -> ()
  %v4860 = arith.divf %v4633, %v4629 : f64
  call @printF64(%v4860) : (f64) -> ()
  call @printComma() : () -> ()
  %v4861 = arith.divf %v4633, %v4631 : f64
  call @printF64(%v4861) : (f64) -> ()
  call @printComma() : () -> ()
  %v4862 = arith.divf %v4633, %v4633 : f64
  call @printF64(%v4862) : (f64) -> ()
  call @printComma() : () -> ()
  %v4863 = arith.divf %v4633, %v4635 : f64
  call @printF64(%v4863) : (f64) -> ()
  call @printComma() : () -> ()
  %v4864 = arith.divf %v4634, %v4626 : f64
  call @printF64(%v4864) : (f64) -> ()
  call @printComma() : () -> ()
  %v4865 = arith.divf %v4634, %v4628 : f64
  call @printF64(%v4865) : (f64) -> ()
  call @printComma() : () -> ()
  %v4866 = arith.divf %v4634, %v4630 : f64
  call @printF64(%v4866) : (f64) -> ()
  call @printComma() : () -> ()
  %v4867 = arith.divf %v4634, %v4632 : f64
  call @printF64(%v4867) : (f64) -> ()
  call @printComma() : () -> ()
  %v4868 = arith.divf %v4634, %v4634 : f64
  call @printF64(%v4868) : (f64) -> ()
  call @printComma() : () -> ()
  %v4869 = arith.divf %v4634, %v4636 : f64
  call @printF64(%v4869) : (f64) -> ()
  call @printComma() : () -> ()
  %v4870 = arith.divf %v4635, %v4627 : f64
  call @printF64(%v4870) : (f64) -> ()
  call @printComma() : () -> ()
  %v4871 = arith.divf %v4635, %v4629 : f64
  call @printF64(%v4871) : (f64) -> ()
  call @printComma() : () -> ()
  %v4872 = arith.divf %v4635, %v4631 : f64
  call @printF64(%v4872) : (f64) -> ()
  call @printComma() : () -> ()
  %v4873 = arith.divf %v4635, %v4633 : f64
  call @printF64(%v4873) : (f64) -> ()
  call @printComma() : () -> ()
  %v4874 = arith.divf %v4635, %v4635 : f64
  call @printF64(%v4874) : (f64) -> ()
  call @printComma() : () -> ()
  %v4875 = arith.divf %v4636, %v4626 : f64
  call @printF64(%v4875) : (f64) -> ()
  call @printComma() : () -> ()
  %v4876 = arith.divf %v4636, %v4628 : f64
  call @printF64(%v4876) : (f64) -> ()
  call @printComma() : () -> ()
  %v4877 = arith.divf %v4636, %v4630 : f64
  call @printF64(%v4877) : (f64) -> ()
  call @printComma() : () -> ()
  %v4878 = arith.divf %v4636, %v4632 : f64
  call @printF64(%v4878) : (f64) -> ()
  call @printComma() : () -> ()
  %v4879 = arith.divf %v4636, %v4634 : f64
  call @printF64(%v4879) : (f64) -> ()
  call @printComma() : () -> ()
  %v4880 = arith.divf %v4636, %v4636 : f64
  call @printF64(%v4880) : (f64) -> ()
  call @printComma() : () -> ()
  call @printNewline() : () -> ()
  %v4881 = arith.remf %v4626, %v4626 : f64
  call @printF64(%v4881) : (f64) -> ()
  call @printComma() : () -> ()
  %v4882 = arith.remf %v4626, %v4628 : f64
  call @printF64(%v4882) : (f64) -> ()
  call @printComma() : () -> ()
  %v4883 = arith.remf %v4626, %v4630 : f64
  call @printF64(%v4883) : (f64) -> ()
  call @printComma() : () -> ()
  %v4884 = arith.remf %v4626, %v4632 : f64
  call @printF64(%v4884) : (f64) -> ()
  call @printComma() : () -> ()
  %v4885 = arith.remf %v4626, %v4634 : f64
  call @printF64(%v4885) : (f64) -> ()
  call @printComma() : () -> ()
  %v4886 = arith.remf %v4626, %v4636 : f64
  call @printF64(%v4886) : (f64) -> ()
  call @printComma() : () -> ()
  %v4887 = arith.remf %v4627, %v4627 : f64
  call @printF64(%v4887) : (f64) -> ()
  call @printComma() : () -> ()
  %v4888 = arith.remf %v4627, %v4629 : f64
  call @printF64(%v4888) : (f64) -> ()
  call @printComma() : () -> ()
  %v4889 = arith.remf %v4627, %v4631 : f64
  call @printF64(%v4889) : (f64) -> ()
  call @printComma() : () -> ()
  %v4890 = arith.remf %v4627, %v4633 : f64
  call @printF64(%v4890) : (f64) -> ()
  call @printComma() : () -> ()
  %v4891 = arith.remf %v4627, %v4635 : f64
  call @printF64(%v4891) : (f64) -> ()
  call @printComma() : () -> ()
  %v4892 = arith.remf %v4628, %v4626 : f64
  call @printF64(%v4892) : (f64) -> ()
  call @printComma() : () -> ()
  %v4893 = arith.remf %v4628, %v4628 : f64
  call @printF64(%v4893) : (f64) -> ()
  call @printComma() : () -> ()
  %v4894 = arith.remf %v4628, %v4630 : f64
  call @printF64(%v4894) : (f64) -> ()
  call @printComma() : () -> ()
  %v4895 = arith.remf %v4628, %v4632 : f64
  call @printF64(%v4895) : (f64) -> ()
  call @printComma() : () -> ()
  %v4896 = arith.remf %v4628, %v4634 : f64
  call @printF64(%v4896) : (f64) -> ()
  call @printComma() : () -> ()
  %v4897 = arith.remf %v4628, %v4636 : f64
  call @printF64(%v4897) : (f64) -> ()
  call @printComma() : () -> ()
  %v4898 = arith.remf %v4629, %v4627 : f64
  call @printF64(%v4898) : (f64) -> ()
  call @printComma() : () -> ()
  %v4899 = arith.remf %v4629, %v4629 : f64
  call @printF64(%v4899) : (f64) -> ()
  call @printComma() : () -> ()
  %v4900 = arith.remf %v4629, %v4631 : f64
  call @printF64(%v4900) : (f64) -> ()
  call @printComma() : () -> ()
  %v4901 = arith.remf %v4629, %v4633 : f64
  call @printF64(%v4901) : (f64) -> ()
  call @printComma() : () -> ()
  %v4902 = arith.remf %v4629, %v4635 : f64
  call @printF64(%v4902) : (f64) -> ()
  call @printComma() : () -> ()
  %v4903 = arith.remf %v4630, %v4626 : f64
  call @printF64(%v4903) : (f64) -> ()
  call @printComma() : () -> ()
  %v4904 = arith.remf %v4630, %v4628 : f64
  call @printF64(%v4904) : (f64) -> ()
  call @printComma() : () -> ()
  %v4905 = arith.remf %v4630, %v4630 : f64
  call @printF64(%v4905) : (f64) -> ()
  call @printComma() : () -> ()
  %v4906 = arith.remf %v4630, %v4632 : f64
  call @printF64(%v4906) : (f64) -> ()
  call @printComma() : () -> ()
  %v4907 = arith.remf %v4630, %v4634 : f64
  call @printF64(%v4907) : (f64) -> ()
  call @printComma() : () -> ()
  %v4908 = arith.remf %v4630, %v4636 : f64
  call @printF64(%v4908) : (f64) -> ()
  call @printComma() : () -> ()
  %v4909 = arith.remf %v4631, %v4627 : f64
  call @printF64(%v4909) : (f64) -> ()
  call @printComma() : () -> ()
  %v4910 = arith.remf %v4631, %v4629 : f64
  call @printF64(%v4910) : (f64) -> ()
  call @printComma() : () -> ()
  %v4911 = arith.remf %v4631, %v4631 : f64
  call @printF64(%v4911) : (f64) -> ()
  call @printComma() : () -> ()
  %v4912 = arith.remf %v4631, %v4633 : f64
  call @printF64(%v4912) : (f64) -> ()
  call @printComma() : () -> ()
  %v4913 = arith.remf %v4631, %v4635 : f64
  call @printF64(%v4913) : (f64) -> ()
  call @printComma() : () -> ()
  %v4914 = arith.remf %v4632, %v4626 : f64
  call @printF64(%v4914) : (f64) -> ()
  call @printComma() : () -> ()
  %v4915 = arith.remf %v4632, %v4628 : f64
  call @printF64(%v4915) : (f64) -> ()
  call @printComma() : () -> ()
  %v4916 = arith.remf %v4632, %v4630 : f64
  call @printF64(%v4916) : (f64) -> ()
  call @printComma() : () -> ()
  %v4917 = arith.remf %v4632, %v4632 : f64
  call @printF64(%v4917) : (f64) -> ()
  call @printComma() : () -> ()
  %v4918 = arith.remf %v4632, %v4634 : f64
  call @printF64(%v4918) : (f64) -> ()
  call @printComma() : () -> ()
  %v4919 = arith.remf %v4632, %v4636 : f64
  call @printF64(%v4919) : (f64) -> ()
  call @printComma() : () -> ()
  %v4920 = arith.remf %v4633, %v4627 : f64
  call @printF64(%v4920) : (f64) -> ()
  call @printComma() : () -> ()
  %v4921 = arith.remf %v4633, %v4629 : f64
  call @printF64(%v4921) : (f64) -> ()
  call @printComma() : () -> ()
  %v4922 = arith.remf %v4633, %v4631 : f64
  call @printF64(%v4922) : (f64) -> ()
  call @printComma() : () -> ()
  %v4923 = arith.remf %v4633, %v4633 : f64
  call @printF64(%v4923) : (f64) -> ()
  call @printComma() : () -> ()
  %v4924 = arith.remf %v4633, %v4635 : f64
  call @printF64(%v4924) : (f64) -> ()
  call @printComma() : () -> ()
  %v4925 = arith.remf %v4634, %v4626 : f64
  call @printF64(%v4925) : (f64) -> ()
  call @printComma() : () -> ()
  %v4926 = arith.remf %v4634, %v4628 : f64
  call @printF64(%v4926) : (f64) -> ()
  call @printComma() : () -> ()
  %v4927 = arith.remf %v4634, %v4630 : f64
  call @printF64(%v4927) : (f64) -> ()
  call @printComma() : () -> ()
  %v4928 = arith.remf %v4634, %v4632 : f64
  call @printF64(%v4928) : (f64) -> ()
  call @printComma() : () -> ()
  %v4929 = arith.remf %v4634, %v4634 : f64
  call @printF64(%v4929) : (f64) -> ()
  call @printComma() : () -> ()
  %v4930 = arith.remf %v4634, %v4636 : f64
  call @printF64(%v4930) : (f64) -> ()
  call @printComma() : () -> ()
  %v4931 = arith.remf %v4635, %v4627 : f64
  call @printF64(%v4931) : (f64) -> ()
  call @printComma() : () -> ()
  %v4932 = arith.remf %v4635, %v4629 : f64
  call @printF64(%v4932) : (f64) -> ()
  call @printComma() : () -> ()
  %v4933 = arith.remf %v4635, %v4631 : f64
  call @printF64(%v4933) : (f64) -> ()
  call @printComma() : () -> ()
  %v4934 = arith.remf %v4635, %v4633 : f64
  call @printF64(%v4934) : (f64) -> ()
  call @printComma() : () -> ()
  %v4935 = arith.remf %v4635, %v4635 : f64
  call @printF64(%v4935) : (f64) -> ()
  call @printComma() : () -> ()
  %v4936 = arith.remf %v4636, %v4626 : f64
  call @printF64(%v4936) : (f64) -> ()
  call @printComma() : () -> ()
  %v4937 = arith.remf %v4636, %v4628 : f64
  call @printF64(%v4937) : (f64) -> ()
  call @printComma() : () -> ()
  %v4938 = arith.remf %v4636, %v4630 : f64
  call @printF64(%v4938) : (f64) -> ()
  call @printComma() : () -> ()
  %v4939 = arith.remf %v4636, %v4632 : f64
  call @printF64(%v4939) : (f64) -> ()
  call @printComma() : () -> ()
  %v4940 = arith.remf %v4636, %v4634 : f64
  call @printF64(%v4940) : (f64) -> ()
  call @printComma() : () -> ()
  %v4941 = arith.remf %v4636, %v4636 : f64
  call @printF64(%v4941) : (f64) -> ()
  call @printComma() : () -> ()
  call @printNewline() : () -> ()
  %v4942 = arith.maxf %v4626, %v4626 : f64
  call @printF64(%v4942) : (f64) -> ()
  call @printComma() : () -> ()
  %v4943 = arith.maxf %v4626, %v4628 : f64
  call @printF64(%v4943) : (f64) -> ()
  call @printComma() : () -> ()
  %v4944 = arith.maxf %v4626, %v4630 : f64
  call @printF64(%v4944) : (f64) -> ()
  call @printComma() : () -> ()
  %v4945 = arith.maxf %v4626, %v4632 : f64
  call @printF64(%v4945) : (f64) -> ()
  call @printComma() : () -> ()
  %v4946 = arith.maxf %v4626, %v4634 : f64
  call @printF64(%v4946) : (f64) -> ()
  call @printComma() : () -> ()
  %v4947 = arith.maxf %v4626, %v4636 : f64
  call @printF64(%v4947) : (f64) -> ()
  call @printComma() : () -> ()
  %v4948 = arith.maxf %v4627, %v4627 : f64
  call @printF64(%v4948) : (f64) -> ()
  call @printComma() : () -> ()
  %v4949 = arith.maxf %v4627, %v4629 : f64
  call @printF64(%v4949) : (f64) -> ()
  call @printComma() : () -> ()
  %v4950 = arith.maxf %v4627, %v4631 : f64
  call @printF64(%v4950) : (f64) -> ()
  call @printComma() : () -> ()
  %v4951 = arith.maxf %v4627, %v4633 : f64
  call @printF64(%v4951) : (f64) -> ()
  call @printComma() : () -> ()
  %v4952 = arith.maxf %v4627, %v4635 : f64
  call @printF64(%v4952) : (f64) -> ()
  call @printComma() : () -> ()
  %v4953 = arith.maxf %v4628, %v4626 : f64
  call @printF64(%v4953) : (f64) -> ()
  call @printComma() : () -> ()
  %v4954 = arith.maxf %v4628, %v4628 : f64
  call @printF64(%v4954) : (f64) -> ()
  call @printComma() : () -> ()
  %v4955 = arith.maxf %v4628, %v4630 : f64
  call @printF64(%v4955) : (f64) -> ()
  call @printComma() : () -> ()
  %v4956 = arith.maxf %v4628, %v4632 : f64
  call @printF64(%v4956) : (f64) -> ()
  call @printComma() : () -> ()
  %v4957 = arith.maxf %v4628, %v4634 : f64
  call @printF64(%v4957) : (f64) -> ()
  call @printComma() : () -> ()
  %v4958 = arith.maxf %v4628, %v4636 : f64
  call @printF64(%v4958) : (f64) -> ()
  call @printComma() : () -> ()
  %v4959 = arith.maxf %v4629, %v4627 : f64
  call @printF64(%v4959) : (f64) -> ()
  call @printComma() : () -> ()
  %v4960 = arith.maxf %v4629, %v4629 : f64
  call @printF64(%v4960) : (f64) -> ()
  call @printComma() : () -> ()
  %v4961 = arith.maxf %v4629, %v4631 : f64
  call @printF64(%v4961) : (f64) -> ()
  call @printComma() : () -> ()
  %v4962 = arith.maxf %v4629, %v4633 : f64
  call @printF64(%v4962) : (f64) -> ()
  call @printComma() : () -> ()
  %v4963 = arith.maxf %v4629, %v4635 : f64
  call @printF64(%v4963) : (f64) -> ()
  call @printComma() : () -> ()
  %v4964 = arith.maxf %v4630, %v4626 : f64
  call @printF64(%v4964) : (f64) -> ()
  call @printComma() : () -> ()
  %v4965 = arith.maxf %v4630, %v4628 : f64
  call @printF64(%v4965) : (f64) -> ()
  call @printComma() : () -> ()
  %v4966 = arith.maxf %v4630, %v4630 : f64
  call @printF64(%v4966) : (f64) -> ()
  call @printComma() : () -> ()
  %v4967 = arith.maxf %v4630, %v4632 : f64
  call @printF64(%v4967) : (f64) -> ()
  call @printComma() : () -> ()
  %v4968 = arith.maxf %v4630, %v4634 : f64
  call @printF64(%v4968) : (f64) -> ()
  call @printComma() : () -> ()
  %v4969 = arith.maxf %v4630, %v4636 : f64
  call @printF64(%v4969) : (f64) -> ()
  call @printComma() : () -> ()
  %v4970 = arith.maxf %v4631, %v4627 : f64
  call @printF64(%v4970) : (f64) -> ()
  call @printComma() : () -> ()
  %v4971 = arith.maxf %v4631, %v4629 : f64
  call @printF64(%v4971) : (f64) -> ()
  call @printComma() : () -> ()
  %v4972 = arith.maxf %v4631, %v4631 : f64
  call @printF64(%v4972) : (f64) -> ()
  call @printComma() : () -> ()
  %v4973 = arith.maxf %v4631, %v4633 : f64
  call @printF64(%v4973) : (f64) -> ()
  call @printComma() : () -> ()
  %v4974 = arith.maxf %v4631, %v4635 : f64
  call @printF64(%v4974) : (f64) -> ()
  call @printComma() : () -> ()
  %v4975 = arith.maxf %v4632, %v4626 : f64
  call @printF64(%v4975) : (f64) -> ()
  call @printComma() : () -> ()
  %v4976 = arith.maxf %v4632, %v4628 : f64
  call @printF64(%v4976) : (f64) -> ()
  call @printComma() : () -> ()
  %v4977 = arith.maxf %v4632, %v4630 : f64
  call @printF64(%v4977) : (f64) -> ()
  call @printComma() : () -> ()
  %v4978 = arith.maxf %v4632, %v4632 : f64
  call @printF64(%v4978) : (f64) -> ()
  call @printComma() : () -> ()
  %v4979 = arith.maxf %v4632, %v4634 : f64
  call @printF64(%v4979) : (f64) -> ()
  call @printComma() : () -> ()
  %v4980 = arith.maxf %v4632, %v4636 : f64
  call @printF64(%v4980) : (f64) -> ()
  call @printComma() : () -> ()
  %v4981 = arith.maxf %v4633, %v4627 : f64
  call @printF64(%v4981) : (f64) -> ()
  call @printComma() : () -> ()
  %v4982 = arith.maxf %v4633, %v4629 : f64
  call @printF64(%v4982) : (f64) -> ()
  call @printComma() : () -> ()
  %v4983 = arith.maxf %v4633, %v4631 : f64
  call @printF64(%v4983) : (f64) -> ()
  call @printComma() : () -> ()
  %v4984 = arith.maxf %v4633, %v4633 : f64
  call @printF64(%v4984) : (f64) -> ()
  call @printComma() : () -> ()
  %v4985 = arith.maxf %v4633, %v4635 : f64
  call @printF64(%v4985) : (f64) -> ()
  call @printComma() : () -> ()
  %v4986 = arith.maxf %v4634, %v4626 : f64
  call @printF64(%v4986) : (f64) -> ()
  call @printComma() : () -> ()
  %v4987 = arith.maxf %v4634, %v4628 : f64
  call @printF64(%v4987) : (f64) -> ()
  call @printComma() : () -> ()
  %v4988 = arith.maxf %v4634, %v4630 : f64
  call @printF64(%v4988) : (f64) -> ()
  call @printComma() : () -> ()
  %v4989 = arith.maxf %v4634, %v4632 : f64
  call @printF64(%v4989) : (f64) -> ()
  call @printComma() : () -> ()
  %v4990 = arith.maxf %v4634, %v4634 : f64
  call @printF64(%v4990) : (f64) -> ()
  call @printComma() : () -> ()
  %v4991 = arith.maxf %v4634, %v4636 : f64
  call @printF64(%v4991) : (f64) -> ()
  call @printComma() : () -> ()
  %v4992 = arith.maxf %v4635, %v4627 : f64
  call @printF64(%v4992) : (f64) -> ()
  call @printComma() : () -> ()
  %v4993 = arith.maxf %v4635, %v4629 : f64
  call @printF64(%v4993) : (f64) -> ()
  call @printComma() : () -> ()
  %v4994 = arith.maxf %v4635, %v4631 : f64
  call @printF64(%v4994) : (f64) -> ()
  call @printComma() : () -> ()
  %v4995 = arith.maxf %v4635, %v4633 : f64
  call @printF64(%v4995) : (f64) -> ()
  call @printComma() : () -> ()
  %v4996 = arith.maxf %v4635, %v4635 : f64
  call @printF64(%v4996) : (f64) -> ()
  call @printComma() : () -> ()
  %v4997 = arith.maxf %v4636, %v4626 : f64
  call @printF64(%v4997) : (f64) -> ()
  call @printComma() : () -> ()
  %v4998 = arith.maxf %v4636, %v4628 : f64
  call @printF64(%v4998) : (f64) -> ()
  call @printComma() : () -> ()
  %v4999 = arith.maxf %v4636, %v4630 : f64
  call @printF64(%v4999) : (f64) -> ()
  call @printComma() : () -> ()
  %v5000 = arith.maxf %v4636, %v4632 : f64
  call @printF64(%v5000) : (f64) -> ()
  call @printComma() : () -> ()
  %v5001 = arith.maxf %v4636, %v4634 : f64
  call @printF64(%v5001) : (f64) -> ()
  call @printComma() : () -> ()
  %v5002 = arith.maxf %v4636, %v4636 : f64
  call @printF64(%v5002) : (f64) -> ()
  call @printComma() : () -> ()
  call @printNewline() : () -> ()
  %v5003 = arith.minf %v4626, %v4626 : f64
  call @printF64(%v5003) : (f64) -> ()
  call @printComma() : () -> ()
  %v5004 = arith.minf %v4626, %v4628 : f64
  call @printF64(%v5004) : (f64) -> ()
  call @printComma() : () -> ()
  %v5005 = arith.minf %v4626, %v4630 : f64
  call @printF64(%v5005) : (f64) -> ()
  call @printComma() : () -> ()
  %v5006 = arith.minf %v4626, %v4632 : f64
  call @printF64(%v5006) : (f64) -> ()
  call @printComma() : () -> ()
  %v5007 = arith.minf %v4626, %v4634 : f64
  call @printF64(%v5007) : (f64) -> ()
  call @printComma() : () -> ()
  %v5008 = arith.minf %v4626, %v4636 : f64
  call @printF64(%v5008) : (f64) -> ()
  call @printComma() : () -> ()
  %v5009 = arith.minf %v4627, %v4627 : f64
  call @printF64(%v5009) : (f64) -> ()
  call @printComma() : () -> ()
  %v5010 = arith.minf %v4627, %v4629 : f64
  call @printF64(%v5010) : (f64) -> ()
  call @printComma() : () -> ()
  %v5011 = arith.minf %v4627, %v4631 : f64
  call @printF64(%v5011) : (f64) -> ()
  call @printComma() : () -> ()
  %v5012 = arith.minf %v4627, %v4633 : f64
  call @printF64(%v5012) : (f64) -> ()
  call @printComma() : () -> ()
  %v5013 = arith.minf %v4627, %v4635 : f64
  call @printF64(%v5013) : (f64) -> ()
  call @printComma() : () -> ()
  %v5014 = arith.minf %v4628, %v4626 : f64
  call @printF64(%v5014) : (f64) -> ()
  call @printComma() : () -> ()
  %v5015 = arith.minf %v4628, %v4628 : f64
  call @printF64(%v5015) : (f64) -> ()
  call @printComma() : () -> ()
  %v5016 = arith.minf %v4628, %v4630 : f64
  call @printF64(%v5016) : (f64) -> ()
  call @printComma() : () -> ()
  %v5017 = arith.minf %v4628, %v4632 : f64
  call @printF64(%v5017) : (f64) -> ()
  call @printComma() : () -> ()
  %v5018 = arith.minf %v4628, %v4634 : f64
  call @printF64(%v5018) : (f64) -> ()
  call @printComma() : () -> ()
  %v5019 = arith.minf %v4628, %v4636 : f64
  call @printF64(%v5019) : (f64) -> ()
  call @printComma() : () -> ()
  %v5020 = arith.minf %v4629, %v4627 : f64
  call @printF64(%v5020) : (f64) -> ()
  call @printComma() : () -> ()
  %v5021 = arith.minf %v4629, %v4629 : f64
  call @printF64(%v5021) : (f64) -> ()
  call @printComma() : () -> ()
  %v5022 = arith.minf %v4629, %v4631 : f64
  call @printF64(%v5022) : (f64) -> ()
  call @printComma() : () -> ()
  %v5023 = arith.minf %v4629, %v4633 : f64
  call @printF64(%v5023) : (f64) -> ()
  call @printComma() : () -> ()
  %v5024 = arith.minf %v4629, %v4635 : f64
  call @printF64(%v5024) : (f64) -> ()
  call @printComma() : () -> ()
  %v5025 = arith.minf %v4630, %v4626 : f64
  call @printF64(%v5025) : (f64) -> ()
  call @printComma() : () -> ()
  %v5026 = arith.minf %v4630, %v4628 : f64
  call @printF64(%v5026) : (f64) -> ()
  call @printComma() : () -> ()
  %v5027 = arith.minf %v4630, %v4630 : f64
  call @printF64(%v5027) : (f64) -> ()
  call @printComma() : () -> ()
  %v5028 = arith.minf %v4630, %v4632 : f64
  call @printF64(%v5028) : (f64) -> ()
  call @printComma() : () -> ()
  %v5029 = arith.minf %v4630, %v4634 : f64
  call @printF64(%v5029) : (f64) -> ()
  call @printComma() : () -> ()
  %v5030 = arith.minf %v4630, %v4636 : f64
  call @printF64(%v5030) : (f64) -> ()
  call @printComma() : () -> ()
  %v5031 = arith.minf %v4631, %v4627 : f64
  call @printF64(%v5031) : (f64) -> ()
  call @printComma() : () -> ()
  %v5032 = arith.minf %v4631, %v4629 : f64
  call @printF64(%v5032) : (f64) -> ()
  call @printComma() : () -> ()
  %v5033 = arith.minf %v4631, %v4631 : f64
  call @printF64(%v5033) : (f64) -> ()
  call @printComma() : () -> ()
  %v5034 = arith.minf %v4631, %v4633 : f64
  call @printF64(%v5034) : (f64) -> ()
  call @printComma() : () -> ()
  %v5035 = arith.minf %v4631, %v4635 : f64
  call @printF64(%v5035) : (f64) -> ()
  call @printComma() : () -> ()
  %v5036 = arith.minf %v4632, %v4626 : f64
  call @printF64(%v5036) : (f64) -> ()
  call @printComma() : () -> ()
  %v5037 = arith.minf %v4632, %v4628 : f64
  call @printF64(%v5037) : (f64) -> ()
  call @printComma() : () -> ()
  %v5038 = arith.minf %v4632, %v4630 : f64
  call @printF64(%v5038) : (f64) -> ()
  call @printComma() : () -> ()
  %v5039 = arith.minf %v4632, %v4632 : f64
  call @printF64(%v5039) : (f64) -> ()
  call @printComma() : () -> ()
  %v5040 = arith.minf %v4632, %v4634 : f64
  call @printF64(%v5040) : (f64) -> ()
  call @printComma() : () -> ()
  %v5041 = arith.minf %v4632, %v4636 : f64
  call @printF64(%v5041) : (f64) -> ()
  call @printComma() : () -> ()
  %v5042 = arith.minf %v4633, %v4627 : f64
  call @printF64(%v5042) : (f64) -> ()
  call @printComma() : () -> ()
  %v5043 = arith.minf %v4633, %v4629 : f64
  call @printF64(%v5043) : (f64) -> ()
  call @printComma() : () -> ()
  %v5044 = arith.minf %v4633, %v4631 : f64
  call @printF64(%v5044) : (f64) -> ()
  call @printComma() : () -> ()
  %v5045 = arith.minf %v4633, %v4633 : f64
  call @printF64(%v5045) : (f64) -> ()
  call @printComma() : () -> ()
  %v5046 = arith.minf %v4633, %v4635 : f64
  call @printF64(%v5046) : (f64) -> ()
  call @printComma() : () -> ()
  %v5047 = arith.minf %v4634, %v4626 : f64
  call @printF64(%v5047) : (f64) -> ()
  call @printComma() : () -> ()
  %v5048 = arith.minf %v4634, %v4628 : f64
  call @printF64(%v5048) : (f64) -> ()
  call @printComma() : () -> ()
  %v5049 = arith.minf %v4634, %v4630 : f64
  call @printF64(%v5049) : (f64) -> ()
  call @printComma() : () -> ()
  %v5050 = arith.minf %v4634, %v4632 : f64
  call @printF64(%v5050) : (f64) -> ()
  call @printComma() : () -> ()
  %v5051 = arith.minf %v4634, %v4634 : f64
  call @printF64(%v5051) : (f64) -> ()
  call @printComma() : () -> ()
  %v5052 = arith.minf %v4634, %v4636 : f64
  call @printF64(%v5052) : (f64) -> ()
  call @printComma() : () -> ()
  %v5053 = arith.minf %v4635, %v4627 : f64
  call @printF64(%v5053) : (f64) -> ()
  call @printComma() : () -> ()
  %v5054 = arith.minf %v4635, %v4629 : f64
  call @printF64(%v5054) : (f64) -> ()
  call @printComma() : () -> ()
  %v5055 = arith.minf %v4635, %v4631 : f64
  call @printF64(%v5055) : (f64) -> ()
  call @printComma() : () -> ()
  %v5056 = arith.minf %v4635, %v4633 : f64
  call @printF64(%v5056) : (f64) -> ()
  call @printComma() : () -> ()
  %v5057 = arith.minf %v4635, %v4635 : f64
  call @printF64(%v5057) : (f64) -> ()
  call @printComma() : () -> ()
  %v5058 = arith.minf %v4636, %v4626 : f64
  call @printF64(%v5058) : (f64) -> ()
  call @printComma() : () -> ()
  %v5059 = arith.minf %v4636, %v4628 : f64
  call @printF64(%v5059) : (f64) -> ()
  call @printComma() : () -> ()
  %v5060 = arith.minf %v4636, %v4630 : f64
  call @printF64(%v5060) : (f64) -> ()
  call @printComma() : () -> ()
  %v5061 = arith.minf %v4636, %v4632 : f64
  call @printF64(%v5061) : (f64) -> ()
  call @printComma() : () -> ()
  %v5062 = arith.minf %v4636, %v4634 : f64
  call @printF64(%v5062) : (f64) -> ()
  call @printComma() : () -> ()
  %v5063 = arith.minf %v4636, %v4636 : f64
  call @printF64(%v5063) : (f64) -> ()
  call @printComma() : () -> ()
  call @printNewline() : () -> ()
  %v5064 = arith.cmpf false, %v4626, %v4626 : f64
  %v5065 = arith.extui %v5064 : i1 to i64
  call @printI64(%v5065) : (i64) -> ()
  %v5066 = arith.cmpf false, %v4626, %v4628 : f64
  %v5067 = arith.extui %v5066 : i1 to i64
  call @printI64(%v5067) : (i64) -> ()
  %v5068 = arith.cmpf false, %v4626, %v4630 : f64
  %v5069 = arith.extui %v5068 : i1 to i64
  call @printI64(%v5069) : (i64) -> ()
  %v5070 = arith.cmpf false, %v4626, %v4632 : f64
  %v5071 = arith.extui %v5070 : i1 to i64
  call @printI64(%v5071) : (i64) -> ()
  %v5072 = arith.cmpf false, %v4626, %v4634 : f64
  %v5073 = arith.extui %v5072 : i1 to i64
  call @printI64(%v5073) : (i64) -> ()
  %v5074 = arith.cmpf false, %v4626, %v4636 : f64
  %v5075 = arith.extui %v5074 : i1 to i64
  call @printI64(%v5075) : (i64) -> ()
  %v5076 = arith.cmpf false, %v4627, %v4627 : f64
  %v5077 = arith.extui %v5076 : i1 to i64
  call @printI64(%v5077) : (i64) -> ()
  %v5078 = arith.cmpf false, %v4627, %v4629 : f64
  %v5079 = arith.extui %v5078 : i1 to i64
  call @printI64(%v5079) : (i64) -> ()
  %v5080 = arith.cmpf false, %v4627, %v4631 : f64
  %v5081 = arith.extui %v5080 : i1 to i64
  call @printI64(%v5081) : (i64) -> ()
  %v5082 = arith.cmpf false, %v4627, %v4633 : f64
  %v5083 = arith.extui %v5082 : i1 to i64
  call @printI64(%v5083) : (i64) -> ()
  %v5084 = arith.cmpf false, %v4627, %v4635 : f64
  %v5085 = arith.extui %v5084 : i1 to i64
  call @printI64(%v5085) : (i64) -> ()
  %v5086 = arith.cmpf false, %v4628, %v4626 : f64
  %v5087 = arith.extui %v5086 : i1 to i64
  call @printI64(%v5087) : (i64) -> ()
  %v5088 = arith.cmpf false, %v4628, %v4628 : f64
  %v5089 = arith.extui %v5088 : i1 to i64
  call @printI64(%v5089) : (i64) -> ()
  %v5090 = arith.cmpf false, %v4628, %v4630 : f64
  %v5091 = arith.extui %v5090 : i1 to i64
  call @printI64(%v5091) : (i64) -> ()
  %v5092 = arith.cmpf false, %v4628, %v4632 : f64
  %v5093 = arith.extui %v5092 : i1 to i64
  call @printI64(%v5093) : (i64) -> ()
  %v5094 = arith.cmpf false, %v4628, %v4634 : f64
  %v5095 = arith.extui %v5094 : i1 to i64
  call @printI64(%v5095) : (i64) -> ()
  %v5096 = arith.cmpf false, %v4628, %v4636 : f64
  %v5097 = arith.extui %v5096 : i1 to i64
  call @printI64(%v5097) : (i64) -> ()
  %v5098 = arith.cmpf false, %v4629, %v4627 : f64
  %v5099 = arith.extui %v5098 : i1 to i64
  call @printI64(%v5099) : (i64) -> ()
  %v5100 = arith.cmpf false, %v4629, %v4629 : f64
  %v5101 = arith.extui %v5100 : i1 to i64
  call @printI64(%v5101) : (i64) -> ()
  %v5102 = arith.cmpf false, %v4629, %v4631 : f64
  %v5103 = arith.extui %v5102 : i1 to i64
  call @printI64(%v5103) : (i64) -> ()
  %v5104 = arith.cmpf false, %v4629, %v4633 : f64
  %v5105 = arith.extui %v5104 : i1 to i64
  call @printI64(%v5105) : (i64) -> ()
  %v5106 = arith.cmpf false, %v4629, %v4635 : f64
  %v5107 = arith.extui %v5106 : i1 to i64
  call @printI64(%v5107) : (i64) -> ()
  %v5108 = arith.cmpf false, %v4630, %v4626 : f64
  %v5109 = arith.extui %v5108 : i1 to i64
  call @printI64(%v5109) : (i64) -> ()
  %v5110 = arith.cmpf false, %v4630, %v4628 : f64
  %v5111 = arith.extui %v5110 : i1 to i64
  call @printI64(%v5111) : (i64) -> ()
  %v5112 = arith.cmpf false, %v4630, %v4630 : f64
  %v5113 = arith.extui %v5112 : i1 to i64
  call @printI64(%v5113) : (i64) -> ()
  %v5114 = arith.cmpf false, %v4630, %v4632 : f64
  %v5115 = arith.extui %v5114 : i1 to i64
  call @printI64(%v5115) : (i64) -> ()
  %v5116 = arith.cmpf false, %v4630, %v4634 : f64
  %v5117 = arith.extui %v5116 : i1 to i64
  call @printI64(%v5117) : (i64) -> ()
  %v5118 = arith.cmpf false, %v4630, %v4636 : f64
  %v5119 = arith.extui %v5118 : i1 to i64
  call @printI64(%v5119) : (i64) -> ()
  %v5120 = arith.cmpf false, %v4631, %v4627 : f64
  %v5121 = arith.extui %v5120 : i1 to i64
  call @printI64(%v5121) : (i64) -> ()
  %v5122 = arith.cmpf false, %v4631, %v4629 : f64
  %v5123 = arith.extui %v5122 : i1 to i64
  call @printI64(%v5123) : (i64) -> ()
  %v5124 = arith.cmpf false, %v4631, %v4631 : f64
  %v5125 = arith.extui %v5124 : i1 to i64
  call @printI64(%v5125) : (i64) -> ()
  %v5126 = arith.cmpf false, %v4631, %v4633 : f64
  %v5127 = arith.extui %v5126 : i1 to i64
  call @printI64(%v5127) : (i64) -> ()
  %v5128 = arith.cmpf false, %v4631, %v4635 : f64
  %v5129 = arith.extui %v5128 : i1 to i64
  call @printI64(%v5129) : (i64) -> ()
  %v5130 = arith.cmpf false, %v4632, %v4626 : f64
  %v5131 = arith.extui %v5130 : i1 to i64
  call @printI64(%v5131) : (i64) -> ()
  %v5132 = arith.cmpf false, %v4632, %v4628 : f64
  %v5133 = arith.extui %v5132 : i1 to i64
  call @printI64(%v5133) : (i64) -> ()
  %v5134 = arith.cmpf false, %v4632, %v4630 : f64
  %v5135 = arith.extui %v5134 : i1 to i64
  call @printI64(%v5135) : (i64) -> ()
  %v5136 = arith.cmpf false, %v4632, %v4632 : f64
  %v5137 = arith.extui %v5136 : i1 to i64
  call @printI64(%v5137) : (i64) -> ()
  %v5138 = arith.cmpf false, %v4632, %v4634 : f64
  %v5139 = arith.extui %v5138 : i1 to i64
  call @printI64(%v5139) : (i64) -> ()
  %v5140 = arith.cmpf false, %v4632, %v4636 : f64
  %v5141 = arith.extui %v5140 : i1 to i64
  call @printI64(%v5141) : (i64) -> ()
  %v5142 = arith.cmpf false, %v4633, %v4627 : f64
  %v5143 = arith.extui %v5142 : i1 to i64
  call @printI64(%v5143) : (i64) -> ()
  %v5144 = arith.cmpf false, %v4633, %v4629 : f64
  %v5145 = arith.extui %v5144 : i1 to i64
  call @printI64(%v5145) : (i64) -> ()
  %v5146 = arith.cmpf false, %v4633, %v4631 : f64
  %v5147 = arith.extui %v5146 : i1 to i64
  call @printI64(%v5147) : (i64) -> ()
  %v5148 = arith.cmpf false, %v4633, %v4633 : f64
  %v5149 = arith.extui %v5148 : i1 to i64
  call @printI64(%v5149) : (i64) -> ()
  %v5150 = arith.cmpf false, %v4633, %v4635 : f64
  %v5151 = arith.extui %v5150 : i1 to i64
  call @printI64(%v5151) : (i64) -> ()
  %v5152 = arith.cmpf false, %v4634, %v4626 : f64
  %v5153 = arith.extui %v5152 : i1 to i64
  call @printI64(%v5153) : (i64) -> ()
  %v5154 = arith.cmpf false, %v4634, %v4628 : f64
  %v5155 = arith.extui %v5154 : i1 to i64
  call @printI64(%v5155) : (i64) -> ()
  %v5156 = arith.cmpf false, %v4634, %v4630 : f64
  %v5157 = arith.extui %v5156 : i1 to i64
  call @printI64(%v5157) : (i64) -> ()
  %v5158 = arith.cmpf false, %v4634, %v4632 : f64
  %v5159 = arith.extui %v5158 : i1 to i64
  call @printI64(%v5159) : (i64) -> ()
  %v5160 = arith.cmpf false, %v4634, %v4634 : f64
  %v5161 = arith.extui %v5160 : i1 to i64
  call @printI64(%v5161) : (i64) -> ()
  %v5162 = arith.cmpf false, %v4634, %v4636 : f64
  %v5163 = arith.extui %v5162 : i1 to i64
  call @printI64(%v5163) : (i64) -> ()
  %v5164 = arith.cmpf false, %v4635, %v4627 : f64
  %v5165 = arith.extui %v5164 : i1 to i64
  call @printI64(%v5165) : (i64) -> ()
  %v5166 = arith.cmpf false, %v4635, %v4629 : f64
  %v5167 = arith.extui %v5166 : i1 to i64
  call @printI64(%v5167) : (i64) -> ()
  %v5168 = arith.cmpf false, %v4635, %v4631 : f64
  %v5169 = arith.extui %v5168 : i1 to i64
  call @printI64(%v5169) : (i64) -> ()
  %v5170 = arith.cmpf false, %v4635, %v4633 : f64
  %v5171 = arith.extui %v5170 : i1 to i64
  call @printI64(%v5171) : (i64) -> ()
  %v5172 = arith.cmpf false, %v4635, %v4635 : f64
  %v5173 = arith.extui %v5172 : i1 to i64
  call @printI64(%v5173) : (i64) -> ()
  %v5174 = arith.cmpf false, %v4636, %v4626 : f64
  %v5175 = arith.extui %v5174 : i1 to i64
  call @printI64(%v5175) : (i64) -> ()
  %v5176 = arith.cmpf false, %v4636, %v4628 : f64
  %v5177 = arith.extui %v5176 : i1 to i64
  call @printI64(%v5177) : (i64) -> ()
  %v5178 = arith.cmpf false, %v4636, %v4630 : f64
  %v5179 = arith.extui %v5178 : i1 to i64
  call @printI64(%v5179) : (i64) -> ()
  %v5180 = arith.cmpf false, %v4636, %v4632 : f64
  %v5181 = arith.extui %v5180 : i1 to i64
  call @printI64(%v5181) : (i64) -> ()
  %v5182 = arith.cmpf false, %v4636, %v4634 : f64
  %v5183 = arith.extui %v5182 : i1 to i64
  call @printI64(%v5183) : (i64) -> ()
  %v5184 = arith.cmpf false, %v4636, %v4636 : f64
  %v5185 = arith.extui %v5184 : i1 to i64
  call @printI64(%v5185) : (i64) -> ()
  call @printNewline() : () -> ()
  %v5186 = arith.cmpf oeq, %v4626, %v4626 : f64
  %v5187 = arith.extui %v5186 : i1 to i64
  call @printI64(%v5187) : (i64) -> ()
  %v5188 = arith.cmpf oeq, %v4626, %v4628 : f64
  %v5189 = arith.extui %v5188 : i1 to i64
  call @printI64(%v5189) : (i64) -> ()
  %v5190 = arith.cmpf oeq, %v4626, %v4630 : f64
  %v5191 = arith.extui %v5190 : i1 to i64
  call @printI64(%v5191) : (i64) -> ()
  %v5192 = arith.cmpf oeq, %v4626, %v4632 : f64
  %v5193 = arith.extui %v5192 : i1 to i64
  call @printI64(%v5193) : (i64) -> ()
  %v5194 = arith.cmpf oeq, %v4626, %v4634 : f64
  %v5195 = arith.extui %v5194 : i1 to i64
  call @printI64(%v5195) : (i64) -> ()
  %v5196 = arith.cmpf oeq, %v4626, %v4636 : f64
  %v5197 = arith.extui %v5196 : i1 to i64
  call @printI64(%v5197) : (i64) -> ()
  %v5198 = arith.cmpf oeq, %v4627, %v4627 : f64
  %v5199 = arith.extui %v5198 : i1 to i64
  call @printI64(%v5199) : (i64) -> ()
  %v5200 = arith.cmpf oeq, %v4627, %v4629 : f64
  %v5201 = arith.extui %v5200 : i1 to i64
  call @printI64(%v5201) : (i64) -> ()
  %v5202 = arith.cmpf oeq, %v4627, %v4631 : f64
  %v5203 = arith.extui %v5202 : i1 to i64
  call @printI64(%v5203) : (i64) -> ()
  %v5204 = arith.cmpf oeq, %v4627, %v4633 : f64
  %v5205 = arith.extui %v5204 : i1 to i64
  call @printI64(%v5205) : (i64) -> ()
  %v5206 = arith.cmpf oeq, %v4627, %v4635 : f64
  %v5207 = arith.extui %v5206 : i1 to i64
  call @printI64(%v5207) : (i64) -> ()
  %v5208 = arith.cmpf oeq, %v4628, %v4626 : f64
  %v5209 = arith.extui %v5208 : i1 to i64
  call @printI64(%v5209) : (i64) -> ()
  %v5210 = arith.cmpf oeq, %v4628, %v4628 : f64
  %v5211 = arith.extui %v5210 : i1 to i64
  call @printI64(%v5211) : (i64) -> ()
  %v5212 = arith.cmpf oeq, %v4628, %v4630 : f64
  %v5213 = arith.extui %v5212 : i1 to i64
  call @printI64(%v5213) : (i64) -> ()
  %v5214 = arith.cmpf oeq, %v4628, %v4632 : f64
  %v5215 = arith.extui %v5214 : i1 to i64
  call @printI64(%v5215) : (i64) -> ()
  %v5216 = arith.cmpf oeq, %v4628, %v4634 : f64
  %v5217 = arith.extui %v5216 : i1 to i64
  call @printI64(%v5217) : (i64) -> ()
  %v5218 = arith.cmpf oeq, %v4628, %v4636 : f64
  %v5219 = arith.extui %v5218 : i1 to i64
  call @printI64(%v5219) : (i64) -> ()
  %v5220 = arith.cmpf oeq, %v4629, %v4627 : f64
  %v5221 = arith.extui %v5220 : i1 to i64
  call @printI64(%v5221) : (i64) -> ()
  %v5222 = arith.cmpf oeq, %v4629, %v4629 : f64
  %v5223 = arith.extui %v5222 : i1 to i64
  call @printI64(%v5223) : (i64) -> ()
  %v5224 = arith.cmpf oeq, %v4629, %v4631 : f64
  %v5225 = arith.extui %v5224 : i1 to i64
  call @printI64(%v5225) : (i64) -> ()
  %v5226 = arith.cmpf oeq, %v4629, %v4633 : f64
  %v5227 = arith.extui %v5226 : i1 to i64
  call @printI64(%v5227) : (i64) -> ()
  %v5228 = arith.cmpf oeq, %v4629, %v4635 : f64
  %v5229 = arith.extui %v5228 : i1 to i64
  call @printI64(%v5229) : (i64) -> ()
  %v5230 = arith.cmpf oeq, %v4630, %v4626 : f64
  %v5231 = arith.extui %v5230 : i1 to i64
  call @printI64(%v5231) : (i64) -> ()
  %v5232 = arith.cmpf oeq, %v4630, %v4628 : f64
  %v5233 = arith.extui %v5232 : i1 to i64
  call @printI64(%v5233) : (i64) -> ()
  %v5234 = arith.cmpf oeq, %v4630, %v4630 : f64
  %v5235 = arith.extui %v5234 : i1 to i64
  call @printI64(%v5235) : (i64) -> ()
  %v5236 = arith.cmpf oeq, %v4630, %v4632 : f64
  %v5237 = arith.extui %v5236 : i1 to i64
  call @printI64(%v5237) : (i64) -> ()
  %v5238 = arith.cmpf oeq, %v4630, %v4634 : f64
  %v5239 = arith.extui %v5238 : i1 to i64
  call @printI64(%v5239) : (i64) -> ()
  %v5240 = arith.cmpf oeq, %v4630, %v4636 : f64
  %v5241 = arith.extui %v5240 : i1 to i64
  call @printI64(%v5241) : (i64) -> ()
  %v5242 = arith.cmpf oeq, %v4631, %v4627 : f64
  %v5243 = arith.extui %v5242 : i1 to i64
  call @printI64(%v5243) : (i64) -> ()
  %v5244 = arith.cmpf oeq, %v4631, %v4629 : f64
  %v5245 = arith.extui %v5244 : i1 to i64
  call @printI64(%v5245) : (i64) -> ()
  %v5246 = arith.cmpf oeq, %v4631, %v4631 : f64
  %v5247 = arith.extui %v5246 : i1 to i64
  call @printI64(%v5247) : (i64) -> ()
  %v5248 = arith.cmpf oeq, %v4631, %v4633 : f64
  %v5249 = arith.extui %v5248 : i1 to i64
  call @printI64(%v5249) : (i64) -> ()
  %v5250 = arith.cmpf oeq, %v4631, %v4635 : f64
  %v5251 = arith.extui %v5250 : i1 to i64
  call @printI64(%v5251) : (i64) -> ()
  %v5252 = arith.cmpf oeq, %v4632, %v4626 : f64
  %v5253 = arith.extui %v5252 : i1 to i64
  call @printI64(%v5253) : (i64) -> ()
  %v5254 = arith.cmpf oeq, %v4632, %v4628 : f64
  %v5255 = arith.extui %v5254 : i1 to i64
  call @printI64(%v5255) : (i64) -> ()
  %v5256 = arith.cmpf oeq, %v4632, %v4630 : f64
  %v5257 = arith.extui %v5256 : i1 to i64
  call @printI64(%v5257) : (i64) -> ()
  %v5258 = arith.cmpf oeq, %v4632, %v4632 : f64
  %v5259 = arith.extui %v5258 : i1 to i64
  call @printI64(%v5259) : (i64) -> ()
  %v5260 = arith.cmpf oeq, %v4632, %v4634 : f64
  %v5261 = arith.extui %v5260 : i1 to i64
  call @printI64(%v5261) : (i64) -> ()
  %v5262 = arith.cmpf oeq, %v4632, %v4636 : f64
  %v5263 = arith.extui %v5262 : i1 to i64
  call @printI64(%v5263) : (i64) -> ()
  %v5264 = arith.cmpf oeq, %v4633, %v4627 : f64
  %v5265 = arith.extui %v5264 : i1 to i64
  call @printI64(%v5265) : (i64) -> ()
  %v5266 = arith.cmpf oeq, %v4633, %v4629 : f64
  %v5267 = arith.extui %v5266 : i1 to i64
  call @printI64(%v5267) : (i64) -> ()
  %v5268 = arith.cmpf oeq, %v4633, %v4631 : f64
  %v5269 = arith.extui %v5268 : i1 to i64
  call @printI64(%v5269) : (i64) -> ()
  %v5270 = arith.cmpf oeq, %v4633, %v4633 : f64
  %v5271 = arith.extui %v5270 : i1 to i64
  call @printI64(%v5271) : (i64) -> ()
  %v5272 = arith.cmpf oeq, %v4633, %v4635 : f64
  %v5273 = arith.extui %v5272 : i1 to i64
  call @printI64(%v5273) : (i64) -> ()
  %v5274 = arith.cmpf oeq, %v4634, %v4626 : f64
  %v5275 = arith.extui %v5274 : i1 to i64
  call @printI64(%v5275) : (i64) -> ()
  %v5276 = arith.cmpf oeq, %v4634, %v4628 : f64
  %v5277 = arith.extui %v5276 : i1 to i64
  call @printI64(%v5277) : (i64) -> ()
  %v5278 = arith.cmpf oeq, %v4634, %v4630 : f64
  %v5279 = arith.extui %v5278 : i1 to i64
  call @printI64(%v5279) : (i64) -> ()
  %v5280 = arith.cmpf oeq, %v4634, %v4632 : f64
  %v5281 = arith.extui %v5280 : i1 to i64
  call @printI64(%v5281) : (i64) -> ()
  %v5282 = arith.cmpf oeq, %v4634, %v4634 : f64
  %v5283 = arith.extui %v5282 : i1 to i64
  call @printI64(%v5283) : (i64) -> ()
  %v5284 = arith.cmpf oeq, %v4634, %v4636 : f64
  %v5285 = arith.extui %v5284 : i1 to i64
  call @printI64(%v5285) : (i64) -> ()
  %v5286 = arith.cmpf oeq, %v4635, %v4627 : f64
  %v5287 = arith.extui %v5286 : i1 to i64
  call @printI64(%v5287) : (i64) -> ()
  %v5288 = arith.cmpf oeq, %v4635, %v4629 : f64
  %v5289 = arith.extui %v5288 : i1 to i64
  call @printI64(%v5289) : (i64) -> ()
  %v5290 = arith.cmpf oeq, %v4635, %v4631 : f64
  %v5291 = arith.extui %v5290 : i1 to i64
  call @printI64(%v5291) : (i64) -> ()
  %v5292 = arith.cmpf oeq, %v4635, %v4633 : f64
  %v5293 = arith.extui %v5292 : i1 to i64
  call @printI64(%v5293) : (i64) -> ()
  %v5294 = arith.cmpf oeq, %v4635, %v4635 : f64
  %v5295 = arith.extui %v5294 : i1 to i64
  call @printI64(%v5295) : (i64) -> ()
  %v5296 = arith.cmpf oeq, %v4636, %v4626 : f64
  %v5297 = arith.extui %v5296 : i1 to i64
  call @printI64(%v5297) : (i64) -> ()
  %v5298 = arith.cmpf oeq, %v4636, %v4628 : f64
  %v5299 = arith.extui %v5298 : i1 to i64
  call @printI64(%v5299) : (i64) -> ()
  %v5300 = arith.cmpf oeq, %v4636, %v4630 : f64
  %v5301 = arith.extui %v5300 : i1 to i64
  call @printI64(%v5301) : (i64) -> ()
  %v5302 = arith.cmpf oeq, %v4636, %v4632 : f64
  %v5303 = arith.extui %v5302 : i1 to i64
  call @printI64(%v5303) : (i64) -> ()
  %v5304 = arith.cmpf oeq, %v4636, %v4634 : f64
  %v5305 = arith.extui %v5304 : i1 to i64
  call @printI64(%v5305) : (i64) -> ()
  %v5306 = arith.cmpf oeq, %v4636, %v4636 : f64
  %v5307 = arith.extui %v5306 : i1 to i64
  call @printI64(%v5307) : (i64) -> ()
  call @printNewline() : () -> ()
  %v5308 = arith.cmpf ogt, %v4626, %v4626 : f64
  %v5309 = arith.extui %v5308 : i1 to i64
  call @printI64(%v5309) : (i64) -> ()
  %v5310 = arith.cmpf ogt, %v4626, %v4628 : f64
  %v5311 = arith.extui %v5310 : i1 to i64
  call @printI64(%v5311) : (i64) -> ()
  %v5312 = arith.cmpf ogt, %v4626, %v4630 : f64
  %v5313 = arith.extui %v5312 : i1 to i64
  call @printI64(%v5313) : (i64) -> ()
  %v5314 = arith.cmpf ogt, %v4626, %v4632 : f64
  %v5315 = arith.extui %v5314 : i1 to i64
  call @printI64(%v5315) : (i64) -> ()
  %v5316 = arith.cmpf ogt, %v4626, %v4634 : f64
  %v5317 = arith.extui %v5316 : i1 to i64
  call @printI64(%v5317) : (i64) -> ()
  %v5318 = arith.cmpf ogt, %v4626, %v4636 : f64
  %v5319 = arith.extui %v5318 : i1 to i64
  call @printI64(%v5319) : (i64) -> ()
  %v5320 = arith.cmpf ogt, %v4627, %v4627 : f64
  %v5321 = arith.extui %v5320 : i1 to i64
  call @printI64(%v5321) : (i64) -> ()
  %v5322 = arith.cmpf ogt, %v4627, %v4629 : f64
  %v5323 = arith.extui %v5322 : i1 to i64
  call @printI64(%v5323) : (i64) -> ()
  %v5324 = arith.cmpf ogt, %v4627, %v4631 : f64
  %v5325 = arith.extui %v5324 : i1 to i64
  call @printI64(%v5325) : (i64) -> ()
  %v5326 = arith.cmpf ogt, %v4627, %v4633 : f64
  %v5327 = arith.extui %v5326 : i1 to i64
  call @printI64(%v5327) : (i64) -> ()
  %v5328 = arith.cmpf ogt, %v4627, %v4635 : f64
  %v5329 = arith.extui %v5328 : i1 to i64
  call @printI64(%v5329) : (i64) -> ()
  %v5330 = arith.cmpf ogt, %v4628, %v4626 : f64
  %v5331 = arith.extui %v5330 : i1 to i64
  call @printI64(%v5331) : (i64) -> ()
  %v5332 = arith.cmpf ogt, %v4628, %v4628 : f64
  %v5333 = arith.extui %v5332 : i1 to i64
  call @printI64(%v5333) : (i64) -> ()
  %v5334 = arith.cmpf ogt, %v4628, %v4630 : f64
  %v5335 = arith.extui %v5334 : i1 to i64
  call @printI64(%v5335) : (i64) -> ()
  %v5336 = arith.cmpf ogt, %v4628, %v4632 : f64
  %v5337 = arith.extui %v5336 : i1 to i64
  call @printI64(%v5337) : (i64) -> ()
  %v5338 = arith.cmpf ogt, %v4628, %v4634 : f64
  %v5339 = arith.extui %v5338 : i1 to i64
  call @printI64(%v5339) : (i64) -> ()
  %v5340 = arith.cmpf ogt, %v4628, %v4636 : f64
  %v5341 = arith.extui %v5340 : i1 to i64
  call @printI64(%v5341) : (i64) -> ()
  %v5342 = arith.cmpf ogt, %v4629, %v4627 : f64
  %v5343 = arith.extui %v5342 : i1 to i64
  call @printI64(%v5343) : (i64) -> ()
  %v5344 = arith.cmpf ogt, %v4629, %v4629 : f64
  %v5345 = arith.extui %v5344 : i1 to i64
  call @printI64(%v5345) : (i64) -> ()
  %v5346 = arith.cmpf ogt, %v4629, %v4631 : f64
  %v5347 = arith.extui %v5346 : i1 to i64
  call @printI64(%v5347) : (i64) -> ()
  %v5348 = arith.cmpf ogt, %v4629, %v4633 : f64
  %v5349 = arith.extui %v5348 : i1 to i64
  call @printI64(%v5349) : (i64) -> ()
  %v5350 = arith.cmpf ogt, %v4629, %v4635 : f64
  %v5351 = arith.extui %v5350 : i1 to i64
  call @printI64(%v5351) : (i64) -> ()
  %v5352 = arith.cmpf ogt, %v4630, %v4626 : f64
  %v5353 = arith.extui %v5352 : i1 to i64
  call @printI64(%v5353) : (i64) -> ()
  %v5354 = arith.cmpf ogt, %v4630, %v4628 : f64
  %v5355 = arith.extui %v5354 : i1 to i64
  call @printI64(%v5355) : (i64) -> ()
  %v5356 = arith.cmpf ogt, %v4630, %v4630 : f64
  %v5357 = arith.extui %v5356 : i1 to i64
  call @printI64(%v5357) : (i64) -> ()
  %v5358 = arith.cmpf ogt, %v4630, %v4632 : f64
  %v5359 = arith.extui %v5358 : i1 to i64
  call @printI64(%v5359) : (i64) -> ()
  %v5360 = arith.cmpf ogt, %v4630, %v4634 : f64
  %v5361 = arith.extui %v5360 : i1 to i64
  call @printI64(%v5361) : (i64) -> ()
  %v5362 = arith.cmpf ogt, %v4630, %v4636 : f64
  %v5363 = arith.extui %v5362 : i1 to i64
  call @printI64(%v5363) : (i64) -> ()
  %v5364 = arith.cmpf ogt, %v4631, %v4627 : f64
  %v5365 = arith.extui %v5364 : i1 to i64
  call @printI64(%v5365) : (i64) -> ()
  %v5366 = arith.cmpf ogt, %v4631, %v4629 : f64
  %v5367 = arith.extui %v5366 : i1 to i64
  call @printI64(%v5367) : (i64) -> ()
  %v5368 = arith.cmpf ogt, %v4631, %v4631 : f64
  %v5369 = arith.extui %v5368 : i1 to i64
  call @printI64(%v5369) : (i64) -> ()
  %v5370 = arith.cmpf ogt, %v4631, %v4633 : f64
  %v5371 = arith.extui %v5370 : i1 to i64
  call @printI64(%v5371) : (i64) -> ()
  %v5372 = arith.cmpf ogt, %v4631, %v4635 : f64
  %v5373 = arith.extui %v5372 : i1 to i64
  call @printI64(%v5373) : (i64) -> ()
  %v5374 = arith.cmpf ogt, %v4632, %v4626 : f64
  %v5375 = arith.extui %v5374 : i1 to i64
  call @printI64(%v5375) : (i64) -> ()
  %v5376 = arith.cmpf ogt, %v4632, %v4628 : f64
  %v5377 = arith.extui %v5376 : i1 to i64
  call @printI64(%v5377) : (i64) -> ()
  %v5378 = arith.cmpf ogt, %v4632, %v4630 : f64
  %v5379 = arith.extui %v5378 : i1 to i64
  call @printI64(%v5379) : (i64) -> ()
  %v5380 = arith.cmpf ogt, %v4632, %v4632 : f64
  %v5381 = arith.extui %v5380 : i1 to i64
  call @printI64(%v5381) : (i64) -> ()
  %v5382 = arith.cmpf ogt, %v4632, %v4634 : f64
  %v5383 = arith.extui %v5382 : i1 to i64
  call @printI64(%v5383) : (i64) -> ()
  %v5384 = arith.cmpf ogt, %v4632, %v4636 : f64
  %v5385 = arith.extui %v5384 : i1 to i64
  call @printI64(%v5385) : (i64) -> ()
  %v5386 = arith.cmpf ogt, %v4633, %v4627 : f64
  %v5387 = arith.extui %v5386 : i1 to i64
  call @printI64(%v5387) : (i64) -> ()
  %v5388 = arith.cmpf ogt, %v4633, %v4629 : f64
  %v5389 = arith.extui %v5388 : i1 to i64
  call @printI64(%v5389) : (i64) -> ()
  %v5390 = arith.cmpf ogt, %v4633, %v4631 : f64
  %v5391 = arith.extui %v5390 : i1 to i64
  call @printI64(%v5391) : (i64) -> ()
  %v5392 = arith.cmpf ogt, %v4633, %v4633 : f64
  %v5393 = arith.extui %v5392 : i1 to i64
  call @printI64(%v5393) : (i64) -> ()
  %v5394 = arith.cmpf ogt, %v4633, %v4635 : f64
  %v5395 = arith.extui %v5394 : i1 to i64
  call @printI64(%v5395) : (i64) -> ()
  %v5396 = arith.cmpf ogt, %v4634, %v4626 : f64
  %v5397 = arith.extui %v5396 : i1 to i64
  call @printI64(%v5397) : (i64) -> ()
  %v5398 = arith.cmpf ogt, %v4634, %v4628 : f64
  %v5399 = arith.extui %v5398 : i1 to i64
  call @printI64(%v5399) : (i64) -> ()
  %v5400 = arith.cmpf ogt, %v4634, %v4630 : f64
  %v5401 = arith.extui %v5400 : i1 to i64
  call @printI64(%v5401) : (i64) -> ()
  %v5402 = arith.cmpf ogt, %v4634, %v4632 : f64
  %v5403 = arith.extui %v5402 : i1 to i64
  call @printI64(%v5403) : (i64) -> ()
  %v5404 = arith.cmpf ogt, %v4634, %v4634 : f64
  %v5405 = arith.extui %v5404 : i1 to i64
  call @printI64(%v5405) : (i64) -> ()
  %v5406 = arith.cmpf ogt, %v4634, %v4636 : f64
  %v5407 = arith.extui %v5406 : i1 to i64
  call @printI64(%v5407) : (i64) -> ()
  %v5408 = arith.cmpf ogt, %v4635, %v4627 : f64
  %v5409 = arith.extui %v5408 : i1 to i64
  call @printI64(%v5409) : (i64) -> ()
  %v5410 = arith.cmpf ogt, %v4635, %v4629 : f64
  %v5411 = arith.extui %v5410 : i1 to i64
  call @printI64(%v5411) : (i64) -> ()
  %v5412 = arith.cmpf ogt, %v4635, %v4631 : f64
  %v5413 = arith.extui %v5412 : i1 to i64
  call @printI64(%v5413) : (i64) -> ()
  %v5414 = arith.cmpf ogt, %v4635, %v4633 : f64
  %v5415 = arith.extui %v5414 : i1 to i64
  call @printI64(%v5415) : (i64) -> ()
  %v5416 = arith.cmpf ogt, %v4635, %v4635 : f64
  %v5417 = arith.extui %v5416 : i1 to i64
  call @printI64(%v5417) : (i64) -> ()
  %v5418 = arith.cmpf ogt, %v4636, %v4626 : f64
  %v5419 = arith.extui %v5418 : i1 to i64
  call @printI64(%v5419) : (i64) -> ()
  %v5420 = arith.cmpf ogt, %v4636, %v4628 : f64
  %v5421 = arith.extui %v5420 : i1 to i64
  call @printI64(%v5421) : (i64) -> ()
  %v5422 = arith.cmpf ogt, %v4636, %v4630 : f64
  %v5423 = arith.extui %v5422 : i1 to i64
  call @printI64(%v5423) : (i64) -> ()
  %v5424 = arith.cmpf ogt, %v4636, %v4632 : f64
  %v5425 = arith.extui %v5424 : i1 to i64
  call @printI64(%v5425) : (i64) -> ()
  %v5426 = arith.cmpf ogt, %v4636, %v4634 : f64
  %v5427 = arith.extui %v5426 : i1 to i64
  call @printI64(%v5427) : (i64) -> ()
  %v5428 = arith.cmpf ogt, %v4636, %v4636 : f64
  %v5429 = arith.extui %v5428 : i1 to i64
  call @printI64(%v5429) : (i64) -> ()
  call @printNewline() : () -> ()
  %v5430 = arith.cmpf oge, %v4626, %v4626 : f64
  %v5431 = arith.extui %v5430 : i1 to i64
  call @printI64(%v5431) : (i64) -> ()
  %v5432 = arith.cmpf oge, %v4626, %v4628 : f64
  %v5433 = arith.extui %v5432 : i1 to i64
  call @printI64(%v5433) : (i64) -> ()
  %v5434 = arith.cmpf oge, %v4626, %v4630 : f64
  %v5435 = arith.extui %v5434 : i1 to i64
  call @printI64(%v5435) : (i64) -> ()
  %v5436 = arith.cmpf oge, %v4626, %v4632 : f64
  %v5437 = arith.extui %v5436 : i1 to i64
  call @printI64(%v5437) : (i64) -> ()
  %v5438 = arith.cmpf oge, %v4626, %v4634 : f64
  %v5439 = arith.extui %v5438 : i1 to i64
  call @printI64(%v5439) : (i64) -> ()
  %v5440 = arith.cmpf oge, %v4626, %v4636 : f64
  %v5441 = arith.extui %v5440 : i1 to i64
  call @printI64(%v5441) : (i64) -> ()
  %v5442 = arith.cmpf oge, %v4627, %v4627 : f64
  %v5443 = arith.extui %v5442 : i1 to i64
  call @printI64(%v5443) : (i64) -> ()
  %v5444 = arith.cmpf oge, %v4627, %v4629 : f64
  %v5445 = arith.extui %v5444 : i1 to i64
  call @printI64(%v5445) : (i64) -> ()
  %v5446 = arith.cmpf oge, %v4627, %v4631 : f64
  %v5447 = arith.extui %v5446 : i1 to i64
  call @printI64(%v5447) : (i64) -> ()
  %v5448 = arith.cmpf oge, %v4627, %v4633 : f64
  %v5449 = arith.extui %v5448 : i1 to i64
  call @printI64(%v5449) : (i64) -> ()
  %v5450 = arith.cmpf oge, %v4627, %v4635 : f64
  %v5451 = arith.extui %v5450 : i1 to i64
  call @printI64(%v5451) : (i64) -> ()
  %v5452 = arith.cmpf oge, %v4628, %v4626 : f64
  %v5453 = arith.extui %v5452 : i1 to i64
  call @printI64(%v5453) : (i64) -> ()
  %v5454 = arith.cmpf oge, %v4628, %v4628 : f64
  %v5455 = arith.extui %v5454 : i1 to i64
  call @printI64(%v5455) : (i64) -> ()
  %v5456 = arith.cmpf oge, %v4628, %v4630 : f64
  %v5457 = arith.extui %v5456 : i1 to i64
  call @printI64(%v5457) : (i64) -> ()
  %v5458 = arith.cmpf oge, %v4628, %v4632 : f64
  %v5459 = arith.extui %v5458 : i1 to i64
  call @printI64(%v5459) : (i64) -> ()
  %v5460 = arith.cmpf oge, %v4628, %v4634 : f64
  %v5461 = arith.extui %v5460 : i1 to i64
  call @printI64(%v5461) : (i64) -> ()
  %v5462 = arith.cmpf oge, %v4628, %v4636 : f64
  %v5463 = arith.extui %v5462 : i1 to i64
  call @printI64(%v5463) : (i64) -> ()
  %v5464 = arith.cmpf oge, %v4629, %v4627 : f64
  %v5465 = arith.extui %v5464 : i1 to i64
  call @printI64(%v5465) : (i64) -> ()
  %v5466 = arith.cmpf oge, %v4629, %v4629 : f64
  %v5467 = arith.extui %v5466 : i1 to i64
  call @printI64(%v5467) : (i64) -> ()
  %v5468 = arith.cmpf oge, %v4629, %v4631 : f64
  %v5469 = arith.extui %v5468 : i1 to i64
  call @printI64(%v5469) : (i64) -> ()
  %v5470 = arith.cmpf oge, %v4629, %v4633 : f64
  %v5471 = arith.extui %v5470 : i1 to i64
  call @printI64(%v5471) : (i64) -> ()
  %v5472 = arith.cmpf oge, %v4629, %v4635 : f64
  %v5473 = arith.extui %v5472 : i1 to i64
  call @printI64(%v5473) : (i64) -> ()
  %v5474 = arith.cmpf oge, %v4630, %v4626 : f64
  %v5475 = arith.extui %v5474 : i1 to i64
  call @printI64(%v5475) : (i64) -> ()
  %v5476 = arith.cmpf oge, %v4630, %v4628 : f64
  %v5477 = arith.extui %v5476 : i1 to i64
  call @printI64(%v5477) : (i64) -> ()
  %v5478 = arith.cmpf oge, %v4630, %v4630 : f64
  %v5479 = arith.extui %v5478 : i1 to i64
  call @printI64(%v5479) : (i64) -> ()
  %v5480 = arith.cmpf oge, %v4630, %v4632 : f64
  %v5481 = arith.extui %v5480 : i1 to i64
  call @printI64(%v5481) : (i64) -> ()
  %v5482 = arith.cmpf oge, %v4630, %v4634 : f64
  %v5483 = arith.extui %v5482 : i1 to i64
  call @printI64(%v5483) : (i64) -> ()
  %v5484 = arith.cmpf oge, %v4630, %v4636 : f64
  %v5485 = arith.extui %v5484 : i1 to i64
  call @printI64(%v5485) : (i64) -> ()
  %v5486 = arith.cmpf oge, %v4631, %v4627 : f64
  %v5487 = arith.extui %v5486 : i1 to i64
  call @printI64(%v5487) : (i64) -> ()
  %v5488 = arith.cmpf oge, %v4631, %v4629 : f64
  %v5489 = arith.extui %v5488 : i1 to i64
  call @printI64(%v5489) : (i64) -> ()
  %v5490 = arith.cmpf oge, %v4631, %v4631 : f64
  %v5491 = arith.extui %v5490 : i1 to i64
  call @printI64(%v5491) : (i64) -> ()
  %v5492 = arith.cmpf oge, %v4631, %v4633 : f64
  %v5493 = arith.extui %v5492 : i1 to i64
  call @printI64(%v5493) : (i64) -> ()
  %v5494 = arith.cmpf oge, %v4631, %v4635 : f64
  %v5495 = arith.extui %v5494 : i1 to i64
  call @printI64(%v5495) : (i64) -> ()
  %v5496 = arith.cmpf oge, %v4632, %v4626 : f64
  %v5497 = arith.extui %v5496 : i1 to i64
  call @printI64(%v5497) : (i64) -> ()
  %v5498 = arith.cmpf oge, %v4632, %v4628 : f64
  %v5499 = arith.extui %v5498 : i1 to i64
  call @printI64(%v5499) : (i64) -> ()
  %v5500 = arith.cmpf oge, %v4632, %v4630 : f64
  %v5501 = arith.extui %v5500 : i1 to i64
  call @printI64(%v5501) : (i64) -> ()
  %v5502 = arith.cmpf oge, %v4632, %v4632 : f64
  %v5503 = arith.extui %v5502 : i1 to i64
  call @printI64(%v5503) : (i64) -> ()
  %v5504 = arith.cmpf oge, %v4632, %v4634 : f64
  %v5505 = arith.extui %v5504 : i1 to i64
  call @printI64(%v5505) : (i64) -> ()
  %v5506 = arith.cmpf oge, %v4632, %v4636 : f64
  %v5507 = arith.extui %v5506 : i1 to i64
  call @printI64(%v5507) : (i64) -> ()
  %v5508 = arith.cmpf oge, %v4633, %v4627 : f64
  %v5509 = arith.extui %v5508 : i1 to i64
  call @printI64(%v5509) : (i64) -> ()
  %v5510 = arith.cmpf oge, %v4633, %v4629 : f64
  %v5511 = arith.extui %v5510 : i1 to i64
  call @printI64(%v5511) : (i64) -> ()
  %v5512 = arith.cmpf oge, %v4633, %v4631 : f64
  %v5513 = arith.extui %v5512 : i1 to i64
  call @printI64(%v5513) : (i64) -> ()
  %v5514 = arith.cmpf oge, %v4633, %v4633 : f64
  %v5515 = arith.extui %v5514 : i1 to i64
  call @printI64(%v5515) : (i64) -> ()
  %v5516 = arith.cmpf oge, %v4633, %v4635 : f64
  %v5517 = arith.extui %v5516 : i1 to i64
  call @printI64(%v5517) : (i64) -> ()
  %v5518 = arith.cmpf oge, %v4634, %v4626 : f64
  %v5519 = arith.extui %v5518 : i1 to i64
  call @printI64(%v5519) : (i64) -> ()
  %v5520 = arith.cmpf oge, %v4634, %v4628 : f64
  %v5521 = arith.extui %v5520 : i1 to i64
  call @printI64(%v5521) : (i64) -> ()
  %v5522 = arith.cmpf oge, %v4634, %v4630 : f64
  %v5523 = arith.extui %v5522 : i1 to i64
  call @printI64(%v5523) : (i64) -> ()
  %v5524 = arith.cmpf oge, %v4634, %v4632 : f64
  %v5525 = arith.extui %v5524 : i1 to i64
  call @printI64(%v5525) : (i64) -> ()
  %v5526 = arith.cmpf oge, %v4634, %v4634 : f64
  %v5527 = arith.extui %v5526 : i1 to i64
  call @printI64(%v5527) : (i64) -> ()
  %v5528 = arith.cmpf oge, %v4634, %v4636 : f64
  %v5529 = arith.extui %v5528 : i1 to i64
  call @printI64(%v5529) : (i64) -> ()
  %v5530 = arith.cmpf oge, %v4635, %v4627 : f64
  %v5531 = arith.extui %v5530 : i1 to i64
  call @printI64(%v5531) : (i64) -> ()
  %v5532 = arith.cmpf oge, %v4635, %v4629 : f64
  %v5533 = arith.extui %v5532 : i1 to i64
  call @printI64(%v5533) : (i64) -> ()
  %v5534 = arith.cmpf oge, %v4635, %v4631 : f64
  %v5535 = arith.extui %v5534 : i1 to i64
  call @printI64(%v5535) : (i64) -> ()
  %v5536 = arith.cmpf oge, %v4635, %v4633 : f64
  %v5537 = arith.extui %v5536 : i1 to i64
  call @printI64(%v5537) : (i64) -> ()
  %v5538 = arith.cmpf oge, %v4635, %v4635 : f64
  %v5539 = arith.extui %v5538 : i1 to i64
  call @printI64(%v5539) : (i64) -> ()
  %v5540 = arith.cmpf oge, %v4636, %v4626 : f64
  %v5541 = arith.extui %v5540 : i1 to i64
  call @printI64(%v5541) : (i64) -> ()
  %v5542 = arith.cmpf oge, %v4636, %v4628 : f64
  %v5543 = arith.extui %v5542 : i1 to i64
  call @printI64(%v5543) : (i64) -> ()
  %v5544 = arith.cmpf oge, %v4636, %v4630 : f64
  %v5545 = arith.extui %v5544 : i1 to i64
  call @printI64(%v5545) : (i64) -> ()
  %v5546 = arith.cmpf oge, %v4636, %v4632 : f64
  %v5547 = arith.extui %v5546 : i1 to i64
  call @printI64(%v5547) : (i64) -> ()
  %v5548 = arith.cmpf oge, %v4636, %v4634 : f64
  %v5549 = arith.extui %v5548 : i1 to i64
  call @printI64(%v5549) : (i64) -> ()
  %v5550 = arith.cmpf oge, %v4636, %v4636 : f64
  %v5551 = arith.extui %v5550 : i1 to i64
  call @printI64(%v5551) : (i64) -> ()
  call @printNewline() : () -> ()
  %v5552 = arith.cmpf olt, %v4626, %v4626 : f64
  %v5553 = arith.extui %v5552 : i1 to i64
  call @printI64(%v5553) : (i64) -> ()
  %v5554 = arith.cmpf olt, %v4626, %v4628 : f64
  %v5555 = arith.extui %v5554 : i1 to i64
  call @printI64(%v5555) : (i64) -> ()
  %v5556 = arith.cmpf olt, %v4626, %v4630 : f64
  %v5557 = arith.extui %v5556 : i1 to i64
  call @printI64(%v5557) : (i64) -> ()
  %v5558 = arith.cmpf olt, %v4626, %v4632 : f64
  %v5559 = arith.extui %v5558 : i1 to i64
  call @printI64(%v5559) : (i64) -> ()
  %v5560 = arith.cmpf olt, %v4626, %v4634 : f64
  %v5561 = arith.extui %v5560 : i1 to i64
  call @printI64(%v5561) : (i64) -> ()
  %v5562 = arith.cmpf olt, %v4626, %v4636 : f64
  %v5563 = arith.extui %v5562 : i1 to i64
  call @printI64(%v5563) : (i64) -> ()
  %v5564 = arith.cmpf olt, %v4627, %v4627 : f64
  %v5565 = arith.extui %v5564 : i1 to i64
  call @printI64(%v5565) : (i64) -> ()
  %v5566 = arith.cmpf olt, %v4627, %v4629 : f64
  %v5567 = arith.extui %v5566 : i1 to i64
  call @printI64(%v5567) : (i64) -> ()
  %v5568 = arith.cmpf olt, %v4627, %v4631 : f64
  %v5569 = arith.extui %v5568 : i1 to i64
  call @printI64(%v5569) : (i64) -> ()
  %v5570 = arith.cmpf olt, %v4627, %v4633 : f64
  %v5571 = arith.extui %v5570 : i1 to i64
  call @printI64(%v5571) : (i64) -> ()
  %v5572 = arith.cmpf olt, %v4627, %v4635 : f64
  %v5573 = arith.extui %v5572 : i1 to i64
  call @printI64(%v5573) : (i64) -> ()
  %v5574 = arith.cmpf olt, %v4628, %v4626 : f64
  %v5575 = arith.extui %v5574 : i1 to i64
  call @printI64(%v5575) : (i64) -> ()
  %v5576 = arith.cmpf olt, %v4628, %v4628 : f64
  %v5577 = arith.extui %v5576 : i1 to i64
  call @printI64(%v5577) : (i64) -> ()
  %v5578 = arith.cmpf olt, %v4628, %v4630 : f64
  %v5579 = arith.extui %v5578 : i1 to i64
  call @printI64(%v5579) : (i64) -> ()
  %v5580 = arith.cmpf olt, %v4628, %v4632 : f64
  %v5581 = arith.extui %v5580 : i1 to i64
  call @printI64(%v5581) : (i64) -> ()
  %v5582 = arith.cmpf olt, %v4628, %v4634 : f64
  %v5583 = arith.extui %v5582 : i1 to i64
  call @printI64(%v5583) : (i64) -> ()
  %v5584 = arith.cmpf olt, %v4628, %v4636 : f64
  %v5585 = arith.extui %v5584 : i1 to i64
  call @printI64(%v5585) : (i64) -> ()
  %v5586 = arith.cmpf olt, %v4629, %v4627 : f64
  %v5587 = arith.extui %v5586 : i1 to i64
  call @printI64(%v5587) : (i64) -> ()
  %v5588 = arith.cmpf olt, %v4629, %v4629 : f64
  %v5589 = arith.extui %v5588 : i1 to i64
  call @printI64(%v5589) : (i64) -> ()
  %v5590 = arith.cmpf olt, %v4629, %v4631 : f64
  %v5591 = arith.extui %v5590 : i1 to i64
  call @printI64(%v5591) : (i64) -> ()
  %v5592 = arith.cmpf olt, %v4629, %v4633 : f64
  %v5593 = arith.extui %v5592 : i1 to i64
  call @printI64(%v5593) : (i64) -> ()
  %v5594 = arith.cmpf olt, %v4629, %v4635 : f64
  %v5595 = arith.extui %v5594 : i1 to i64
  call @printI64(%v5595) : (i64) -> ()
  %v5596 = arith.cmpf olt, %v4630, %v4626 : f64
  %v5597 = arith.extui %v5596 : i1 to i64
  call @printI64(%v5597) : (i64) -> ()
  %v5598 = arith.cmpf olt, %v4630, %v4628 : f64
  %v5599 = arith.extui %v5598 : i1 to i64
  call @printI64(%v5599) : (i64) -> ()
  %v5600 = arith.cmpf olt, %v4630, %v4630 : f64
  %v5601 = arith.extui %v5600 : i1 to i64
  call @printI64(%v5601) : (i64) -> ()
  %v5602 = arith.cmpf olt, %v4630, %v4632 : f64
  %v5603 = arith.extui %v5602 : i1 to i64
  call @printI64(%v5603) : (i64) -> ()
  %v5604 = arith.cmpf olt, %v4630, %v4634 : f64
  %v5605 = arith.extui %v5604 : i1 to i64
  call @printI64(%v5605) : (i64) -> ()
  %v5606 = arith.cmpf olt, %v4630, %v4636 : f64
  %v5607 = arith.extui %v5606 : i1 to i64
  call @printI64(%v5607) : (i64) -> ()
  %v5608 = arith.cmpf olt, %v4631, %v4627 : f64
  %v5609 = arith.extui %v5608 : i1 to i64
  call @printI64(%v5609) : (i64) -> ()
  %v5610 = arith.cmpf olt, %v4631, %v4629 : f64
  %v5611 = arith.extui %v5610 : i1 to i64
  call @printI64(%v5611) : (i64) -> ()
  %v5612 = arith.cmpf olt, %v4631, %v4631 : f64
  %v5613 = arith.extui %v5612 : i1 to i64
  call @printI64(%v5613) : (i64) -> ()
  %v5614 = arith.cmpf olt, %v4631, %v4633 : f64
  %v5615 = arith.extui %v5614 : i1 to i64
  call @printI64(%v5615) : (i64) -> ()
  %v5616 = arith.cmpf olt, %v4631, %v4635 : f64
  %v5617 = arith.extui %v5616 : i1 to i64
  call @printI64(%v5617) : (i64) -> ()
  %v5618 = arith.cmpf olt, %v4632, %v4626 : f64
  %v5619 = arith.extui %v5618 : i1 to i64
  call @printI64(%v5619) : (i64) -> ()
  %v5620 = arith.cmpf olt, %v4632, %v4628 : f64
  %v5621 = arith.extui %v5620 : i1 to i64
  call @printI64(%v5621) : (i64) -> ()
  %v5622 = arith.cmpf olt, %v4632, %v4630 : f64
  %v5623 = arith.extui %v5622 : i1 to i64
  call @printI64(%v5623) : (i64) -> ()
  %v5624 = arith.cmpf olt, %v4632, %v4632 : f64
  %v5625 = arith.extui %v5624 : i1 to i64
  call @printI64(%v5625) : (i64) -> ()
  %v5626 = arith.cmpf olt, %v4632, %v4634 : f64
  %v5627 = arith.extui %v5626 : i1 to i64
  call @printI64(%v5627) : (i64) -> ()
  %v5628 = arith.cmpf olt, %v4632, %v4636 : f64
  %v5629 = arith.extui %v5628 : i1 to i64
  call @printI64(%v5629) : (i64) -> ()
  %v5630 = arith.cmpf olt, %v4633, %v4627 : f64
  %v5631 = arith.extui %v5630 : i1 to i64
  call @printI64(%v5631) : (i64) -> ()
  %v5632 = arith.cmpf olt, %v4633, %v4629 : f64
  %v5633 = arith.extui %v5632 : i1 to i64
  call @printI64(%v5633) : (i64) -> ()
  %v5634 = arith.cmpf olt, %v4633, %v4631 : f64
  %v5635 = arith.extui %v5634 : i1 to i64
  call @printI64(%v5635) : (i64) -> ()
  %v5636 = arith.cmpf olt, %v4633, %v4633 : f64
  %v5637 = arith.extui %v5636 : i1 to i64
  call @printI64(%v5637) : (i64) -> ()
  %v5638 = arith.cmpf olt, %v4633, %v4635 : f64
  %v5639 = arith.extui %v5638 : i1 to i64
  call @printI64(%v5639) : (i64) -> ()
  %v5640 = arith.cmpf olt, %v4634, %v4626 : f64
  %v5641 = arith.extui %v5640 : i1 to i64
  call @printI64(%v5641) : (i64) -> ()
  %v5642 = arith.cmpf olt, %v4634, %v4628 : f64
  %v5643 = arith.extui %v5642 : i1 to i64
  call @printI64(%v5643) : (i64) -> ()
  %v5644 = arith.cmpf olt, %v4634, %v4630 : f64
  %v5645 = arith.extui %v5644 : i1 to i64
  call @printI64(%v5645) : (i64) -> ()
  %v5646 = arith.cmpf olt, %v4634, %v4632 : f64
  %v5647 = arith.extui %v5646 : i1 to i64
  call @printI64(%v5647) : (i64) -> ()
  %v5648 = arith.cmpf olt, %v4634, %v4634 : f64
  %v5649 = arith.extui %v5648 : i1 to i64
  call @printI64(%v5649) : (i64) -> ()
  %v5650 = arith.cmpf olt, %v4634, %v4636 : f64
  %v5651 = arith.extui %v5650 : i1 to i64
  call @printI64(%v5651) : (i64) -> ()
  %v5652 = arith.cmpf olt, %v4635, %v4627 : f64
  %v5653 = arith.extui %v5652 : i1 to i64
  call @printI64(%v5653) : (i64) -> ()
  %v5654 = arith.cmpf olt, %v4635, %v4629 : f64
  %v5655 = arith.extui %v5654 : i1 to i64
  call @printI64(%v5655) : (i64) -> ()
  %v5656 = arith.cmpf olt, %v4635, %v4631 : f64
  %v5657 = arith.extui %v5656 : i1 to i64
  call @printI64(%v5657) : (i64) -> ()
  %v5658 = arith.cmpf olt, %v4635, %v4633 : f64
  %v5659 = arith.extui %v5658 : i1 to i64
  call @printI64(%v5659) : (i64) -> ()
  %v5660 = arith.cmpf olt, %v4635, %v4635 : f64
  %v5661 = arith.extui %v5660 : i1 to i64
  call @printI64(%v5661) : (i64) -> ()
  %v5662 = arith.cmpf olt, %v4636, %v4626 : f64
  %v5663 = arith.extui %v5662 : i1 to i64
  call @printI64(%v5663) : (i64) -> ()
  %v5664 = arith.cmpf olt, %v4636, %v4628 : f64
  %v5665 = arith.extui %v5664 : i1 to i64
  call @printI64(%v5665) : (i64) -> ()
  %v5666 = arith.cmpf olt, %v4636, %v4630 : f64
  %v5667 = arith.extui %v5666 : i1 to i64
  call @printI64(%v5667) : (i64) -> ()
  %v5668 = arith.cmpf olt, %v4636, %v4632 : f64
  %v5669 = arith.extui %v5668 : i1 to i64
  call @printI64(%v5669) : (i64) -> ()
  %v5670 = arith.cmpf olt, %v4636, %v4634 : f64
  %v5671 = arith.extui %v5670 : i1 to i64
  call @printI64(%v5671) : (i64) -> ()
  %v5672 = arith.cmpf olt, %v4636, %v4636 : f64
  %v5673 = arith.extui %v5672 : i1 to i64
  call @printI64(%v5673) : (i64) -> ()
  call @printNewline() : () -> ()
  %v5674 = arith.cmpf ole, %v4626, %v4626 : f64
  %v5675 = arith.extui %v5674 : i1 to i64
  call @printI64(%v5675) : (i64) -> ()
  %v5676 = arith.cmpf ole, %v4626, %v4628 : f64
  %v5677 = arith.extui %v5676 : i1 to i64
  call @printI64(%v5677) : (i64) -> ()
  %v5678 = arith.cmpf ole, %v4626, %v4630 : f64
  %v5679 = arith.extui %v5678 : i1 to i64
  call @printI64(%v5679) : (i64) -> ()
  %v5680 = arith.cmpf ole, %v4626, %v4632 : f64
  %v5681 = arith.extui %v5680 : i1 to i64
  call @printI64(%v5681) : (i64) -> ()
  %v5682 = arith.cmpf ole, %v4626, %v4634 : f64
  %v5683 = arith.extui %v5682 : i1 to i64
  call @printI64(%v5683) : (i64) -> ()
  %v5684 = arith.cmpf ole, %v4626, %v4636 : f64
  %v5685 = arith.extui %v5684 : i1 to i64
  call @printI64(%v5685) : (i64) -> ()
  %v5686 = arith.cmpf ole, %v4627, %v4627 : f64
  %v5687 = arith.extui %v5686 : i1 to i64
  call @printI64(%v5687) : (i64) -> ()
  %v5688 = arith.cmpf ole, %v4627, %v4629 : f64
  %v5689 = arith.extui %v5688 : i1 to i64
  call @printI64(%v5689) : (i64) -> ()
  %v5690 = arith.cmpf ole, %v4627, %v4631 : f64
  %v5691 = arith.extui %v5690 : i1 to i64
  call @printI64(%v5691) : (i64) -> ()
  %v5692 = arith.cmpf ole, %v4627, %v4633 : f64
  %v5693 = arith.extui %v5692 : i1 to i64
  call @printI64(%v5693) : (i64) -> ()
  %v5694 = arith.cmpf ole, %v4627, %v4635 : f64
  %v5695 = arith.extui %v5694 : i1 to i64
  call @printI64(%v5695) : (i64) -> ()
  %v5696 = arith.cmpf ole, %v4628, %v4626 : f64
  %v5697 = arith.extui %v5696 : i1 to i64
  call @printI64(%v5697) : (i64) -> ()
  %v5698 = arith.cmpf ole, %v4628, %v4628 : f64
  %v5699 = arith.extui %v5698 : i1 to i64
  call @printI64(%v5699) : (i64) -> ()
  %v5700 = arith.cmpf ole, %v4628, %v4630 : f64
  %v5701 = arith.extui %v5700 : i1 to i64
  call @printI64(%v5701) : (i64) -> ()
  %v5702 = arith.cmpf ole, %v4628, %v4632 : f64
  %v5703 = arith.extui %v5702 : i1 to i64
  call @printI64(%v5703) : (i64) -> ()
  %v5704 = arith.cmpf ole, %v4628, %v4634 : f64
  %v5705 = arith.extui %v5704 : i1 to i64
  call @printI64(%v5705) : (i64) -> ()
  %v5706 = arith.cmpf ole, %v4628, %v4636 : f64
  %v5707 = arith.extui %v5706 : i1 to i64
  call @printI64(%v5707) : (i64) -> ()
  %v5708 = arith.cmpf ole, %v4629, %v4627 : f64
  %v5709 = arith.extui %v5708 : i1 to i64
  call @printI64(%v5709) : (i64) -> ()
  %v5710 = arith.cmpf ole, %v4629, %v4629 : f64
  %v5711 = arith.extui %v5710 : i1 to i64
  call @printI64(%v5711) : (i64) -> ()
  %v5712 = arith.cmpf ole, %v4629, %v4631 : f64
  %v5713 = arith.extui %v5712 : i1 to i64
  call @printI64(%v5713) : (i64) -> ()
  %v5714 = arith.cmpf ole, %v4629, %v4633 : f64
  %v5715 = arith.extui %v5714 : i1 to i64
  call @printI64(%v5715) : (i64) -> ()
  %v5716 = arith.cmpf ole, %v4629, %v4635 : f64
  %v5717 = arith.extui %v5716 : i1 to i64
  call @printI64(%v5717) : (i64) -> ()
  %v5718 = arith.cmpf ole, %v4630, %v4626 : f64
  %v5719 = arith.extui %v5718 : i1 to i64
  call @printI64(%v5719) : (i64) -> ()
  %v5720 = arith.cmpf ole, %v4630, %v4628 : f64
  %v5721 = arith.extui %v5720 : i1 to i64
  call @printI64(%v5721) : (i64) -> ()
  %v5722 = arith.cmpf ole, %v4630, %v4630 : f64
  %v5723 = arith.extui %v5722 : i1 to i64
  call @printI64(%v5723) : (i64) -> ()
  %v5724 = arith.cmpf ole, %v4630, %v4632 : f64
  %v5725 = arith.extui %v5724 : i1 to i64
  call @printI64(%v5725) : (i64) -> ()
  %v5726 = arith.cmpf ole, %v4630, %v4634 : f64
  %v5727 = arith.extui %v5726 : i1 to i64
  call @printI64(%v5727) : (i64) -> ()
  %v5728 = arith.cmpf ole, %v4630, %v4636 : f64
  %v5729 = arith.extui %v5728 : i1 to i64
  call @printI64(%v5729) : (i64) -> ()
  %v5730 = arith.cmpf ole, %v4631, %v4627 : f64
  %v5731 = arith.extui %v5730 : i1 to i64
  call @printI64(%v5731) : (i64) -> ()
  %v5732 = arith.cmpf ole, %v4631, %v4629 : f64
  %v5733 = arith.extui %v5732 : i1 to i64
  call @printI64(%v5733) : (i64) -> ()
  %v5734 = arith.cmpf ole, %v4631, %v4631 : f64
  %v5735 = arith.extui %v5734 : i1 to i64
  call @printI64(%v5735) : (i64) -> ()
  %v5736 = arith.cmpf ole, %v4631, %v4633 : f64
  %v5737 = arith.extui %v5736 : i1 to i64
  call @printI64(%v5737) : (i64) -> ()
  %v5738 = arith.cmpf ole, %v4631, %v4635 : f64
  %v5739 = arith.extui %v5738 : i1 to i64
  call @printI64(%v5739) : (i64) -> ()
  %v5740 = arith.cmpf ole, %v4632, %v4626 : f64
  %v5741 = arith.extui %v5740 : i1 to i64
  call @printI64(%v5741) : (i64) -> ()
  %v5742 = arith.cmpf ole, %v4632, %v4628 : f64
  %v5743 = arith.extui %v5742 : i1 to i64
  call @printI64(%v5743) : (i64) -> ()
  %v5744 = arith.cmpf ole, %v4632, %v4630 : f64
  %v5745 = arith.extui %v5744 : i1 to i64
  call @printI64(%v5745) : (i64) -> ()
  %v5746 = arith.cmpf ole, %v4632, %v4632 : f64
  %v5747 = arith.extui %v5746 : i1 to i64
  call @printI64(%v5747) : (i64) -> ()
  %v5748 = arith.cmpf ole, %v4632, %v4634 : f64
  %v5749 = arith.extui %v5748 : i1 to i64
  call @printI64(%v5749) : (i64) -> ()
  %v5750 = arith.cmpf ole, %v4632, %v4636 : f64
  %v5751 = arith.extui %v5750 : i1 to i64
  call @printI64(%v5751) : (i64) -> ()
  %v5752 = arith.cmpf ole, %v4633, %v4627 : f64
  %v5753 = arith.extui %v5752 : i1 to i64
  call @printI64(%v5753) : (i64) -> ()
  %v5754 = arith.cmpf ole, %v4633, %v4629 : f64
  %v5755 = arith.extui %v5754 : i1 to i64
  call @printI64(%v5755) : (i64) -> ()
  %v5756 = arith.cmpf ole, %v4633, %v4631 : f64
  %v5757 = arith.extui %v5756 : i1 to i64
  call @printI64(%v5757) : (i64) -> ()
  %v5758 = arith.cmpf ole, %v4633, %v4633 : f64
  %v5759 = arith.extui %v5758 : i1 to i64
  call @printI64(%v5759) : (i64) -> ()
  %v5760 = arith.cmpf ole, %v4633, %v4635 : f64
  %v5761 = arith.extui %v5760 : i1 to i64
  call @printI64(%v5761) : (i64) -> ()
  %v5762 = arith.cmpf ole, %v4634, %v4626 : f64
  %v5763 = arith.extui %v5762 : i1 to i64
  call @printI64(%v5763) : (i64) -> ()
  %v5764 = arith.cmpf ole, %v4634, %v4628 : f64
  %v5765 = arith.extui %v5764 : i1 to i64
  call @printI64(%v5765) : (i64) -> ()
  %v5766 = arith.cmpf ole, %v4634, %v4630 : f64
  %v5767 = arith.extui %v5766 : i1 to i64
  call @printI64(%v5767) : (i64) -> ()
  %v5768 = arith.cmpf ole, %v4634, %v4632 : f64
  %v5769 = arith.extui %v5768 : i1 to i64
  call @printI64(%v5769) : (i64) -> ()
  %v5770 = arith.cmpf ole, %v4634, %v4634 : f64
  %v5771 = arith.extui %v5770 : i1 to i64
  call @printI64(%v5771) : (i64) -> ()
  %v5772 = arith.cmpf ole, %v4634, %v4636 : f64
  %v5773 = arith.extui %v5772 : i1 to i64
  call @printI64(%v5773) : (i64) -> ()
  %v5774 = arith.cmpf ole, %v4635, %v4627 : f64
  %v5775 = arith.extui %v5774 : i1 to i64
  call @printI64(%v5775) : (i64) -> ()
  %v5776 = arith.cmpf ole, %v4635, %v4629 : f64
  %v5777 = arith.extui %v5776 : i1 to i64
  call @printI64(%v5777) : (i64) -> ()
  %v5778 = arith.cmpf ole, %v4635, %v4631 : f64
  %v5779 = arith.extui %v5778 : i1 to i64
  call @printI64(%v5779) : (i64) -> ()
  %v5780 = arith.cmpf ole, %v4635, %v4633 : f64
  %v5781 = arith.extui %v5780 : i1 to i64
  call @printI64(%v5781) : (i64) -> ()
  %v5782 = arith.cmpf ole, %v4635, %v4635 : f64
  %v5783 = arith.extui %v5782 : i1 to i64
  call @printI64(%v5783) : (i64) -> ()
  %v5784 = arith.cmpf ole, %v4636, %v4626 : f64
  %v5785 = arith.extui %v5784 : i1 to i64
  call @printI64(%v5785) : (i64) -> ()
  %v5786 = arith.cmpf ole, %v4636, %v4628 : f64
  %v5787 = arith.extui %v5786 : i1 to i64
  call @printI64(%v5787) : (i64) -> ()
  %v5788 = arith.cmpf ole, %v4636, %v4630 : f64
  %v5789 = arith.extui %v5788 : i1 to i64
  call @printI64(%v5789) : (i64) -> ()
  %v5790 = arith.cmpf ole, %v4636, %v4632 : f64
  %v5791 = arith.extui %v5790 : i1 to i64
  call @printI64(%v5791) : (i64) -> ()
  %v5792 = arith.cmpf ole, %v4636, %v4634 : f64
  %v5793 = arith.extui %v5792 : i1 to i64
  call @printI64(%v5793) : (i64) -> ()
  %v5794 = arith.cmpf ole, %v4636, %v4636 : f64
  %v5795 = arith.extui %v5794 : i1 to i64
  call @printI64(%v5795) : (i64) -> ()
  call @printNewline() : () -> ()
  %v5796 = arith.cmpf one, %v4626, %v4626 : f64
  %v5797 = arith.extui %v5796 : i1 to i64
  call @printI64(%v5797) : (i64) -> ()
  %v5798 = arith.cmpf one, %v4626, %v4628 : f64
  %v5799 = arith.extui %v5798 : i1 to i64
  call @printI64(%v5799) : (i64) -> ()
  %v5800 = arith.cmpf one, %v4626, %v4630 : f64
  %v5801 = arith.extui %v5800 : i1 to i64
  call @printI64(%v5801) : (i64) -> ()
  %v5802 = arith.cmpf one, %v4626, %v4632 : f64
  %v5803 = arith.extui %v5802 : i1 to i64
  call @printI64(%v5803) : (i64) -> ()
  %v5804 = arith.cmpf one, %v4626, %v4634 : f64
  %v5805 = arith.extui %v5804 : i1 to i64
  call @printI64(%v5805) : (i64) -> ()
  %v5806 = arith.cmpf one, %v4626, %v4636 : f64
  %v5807 = arith.extui %v5806 : i1 to i64
  call @printI64(%v5807) : (i64) -> ()
  %v5808 = arith.cmpf one, %v4627, %v4627 : f64
  %v5809 = arith.extui %v5808 : i1 to i64
  call @printI64(%v5809) : (i64) -> ()
  %v5810 = arith.cmpf one, %v4627, %v4629 : f64
  %v5811 = arith.extui %v5810 : i1 to i64
  call @printI64(%v5811) : (i64) -> ()
  %v5812 = arith.cmpf one, %v4627, %v4631 : f64
  %v5813 = arith.extui %v5812 : i1 to i64
  call @printI64(%v5813) : (i64) -> ()
  %v5814 = arith.cmpf one, %v4627, %v4633 : f64
  %v5815 = arith.extui %v5814 : i1 to i64
  call @printI64(%v5815) : (i64) -> ()
  %v5816 = arith.cmpf one, %v4627, %v4635 : f64
  %v5817 = arith.extui %v5816 : i1 to i64
  call @printI64(%v5817) : (i64) -> ()
  %v5818 = arith.cmpf one, %v4628, %v4626 : f64
  %v5819 = arith.extui %v5818 : i1 to i64
  call @printI64(%v5819) : (i64) -> ()
  %v5820 = arith.cmpf one, %v4628, %v4628 : f64
  %v5821 = arith.extui %v5820 : i1 to i64
  call @printI64(%v5821) : (i64) -> ()
  %v5822 = arith.cmpf one, %v4628, %v4630 : f64
  %v5823 = arith.extui %v5822 : i1 to i64
  call @printI64(%v5823) : (i64) -> ()
  %v5824 = arith.cmpf one, %v4628, %v4632 : f64
  %v5825 = arith.extui %v5824 : i1 to i64
  call @printI64(%v5825) : (i64) -> ()
  %v5826 = arith.cmpf one, %v4628, %v4634 : f64
  %v5827 = arith.extui %v5826 : i1 to i64
  call @printI64(%v5827) : (i64) -> ()
  %v5828 = arith.cmpf one, %v4628, %v4636 : f64
  %v5829 = arith.extui %v5828 : i1 to i64
  call @printI64(%v5829) : (i64) -> ()
  %v5830 = arith.cmpf one, %v4629, %v4627 : f64
  %v5831 = arith.extui %v5830 : i1 to i64
  call @printI64(%v5831) : (i64) -> ()
  %v5832 = arith.cmpf one, %v4629, %v4629 : f64
  %v5833 = arith.extui %v5832 : i1 to i64
  call @printI64(%v5833) : (i64) -> ()
  %v5834 = arith.cmpf one, %v4629, %v4631 : f64
  %v5835 = arith.extui %v5834 : i1 to i64
  call @printI64(%v5835) : (i64) -> ()
  %v5836 = arith.cmpf one, %v4629, %v4633 : f64
  %v5837 = arith.extui %v5836 : i1 to i64
  call @printI64(%v5837) : (i64) -> ()
  %v5838 = arith.cmpf one, %v4629, %v4635 : f64
  %v5839 = arith.extui %v5838 : i1 to i64
  call @printI64(%v5839) : (i64) -> ()
  %v5840 = arith.cmpf one, %v4630, %v4626 : f64
  %v5841 = arith.extui %v5840 : i1 to i64
  call @printI64(%v5841) : (i64) -> ()
  %v5842 = arith.cmpf one, %v4630, %v4628 : f64
  %v5843 = arith.extui %v5842 : i1 to i64
  call @printI64(%v5843) : (i64) -> ()
  %v5844 = arith.cmpf one, %v4630, %v4630 : f64
  %v5845 = arith.extui %v5844 : i1 to i64
  call @printI64(%v5845) : (i64) -> ()
  %v5846 = arith.cmpf one, %v4630, %v4632 : f64
  %v5847 = arith.extui %v5846 : i1 to i64
  call @printI64(%v5847) : (i64) -> ()
  %v5848 = arith.cmpf one, %v4630, %v4634 : f64
  %v5849 = arith.extui %v5848 : i1 to i64
  call @printI64(%v5849) : (i64) -> ()
  %v5850 = arith.cmpf one, %v4630, %v4636 : f64
  %v5851 = arith.extui %v5850 : i1 to i64
  call @printI64(%v5851) : (i64) -> ()
  %v5852 = arith.cmpf one, %v4631, %v4627 : f64
  %v5853 = arith.extui %v5852 : i1 to i64
  call @printI64(%v5853) : (i64) -> ()
  %v5854 = arith.cmpf one, %v4631, %v4629 : f64
  %v5855 = arith.extui %v5854 : i1 to i64
  call @printI64(%v5855) : (i64) -> ()
  %v5856 = arith.cmpf one, %v4631, %v4631 : f64
  %v5857 = arith.extui %v5856 : i1 to i64
  call @printI64(%v5857) : (i64) -> ()
  %v5858 = arith.cmpf one, %v4631, %v4633 : f64
  %v5859 = arith.extui %v5858 : i1 to i64
  call @printI64(%v5859) : (i64) -> ()
  %v5860 = arith.cmpf one, %v4631, %v4635 : f64
  %v5861 = arith.extui %v5860 : i1 to i64
  call @printI64(%v5861) : (i64) -> ()
  %v5862 = arith.cmpf one, %v4632, %v4626 : f64
  %v5863 = arith.extui %v5862 : i1 to i64
  call @printI64(%v5863) : (i64) -> ()
  %v5864 = arith.cmpf one, %v4632, %v4628 : f64
  %v5865 = arith.extui %v5864 : i1 to i64
  call @printI64(%v5865) : (i64) -> ()
  %v5866 = arith.cmpf one, %v4632, %v4630 : f64
  %v5867 = arith.extui %v5866 : i1 to i64
  call @printI64(%v5867) : (i64) -> ()
  %v5868 = arith.cmpf one, %v4632, %v4632 : f64
  %v5869 = arith.extui %v5868 : i1 to i64
  call @printI64(%v5869) : (i64) -> ()
  %v5870 = arith.cmpf one, %v4632, %v4634 : f64
  %v5871 = arith.extui %v5870 : i1 to i64
  call @printI64(%v5871) : (i64) -> ()
  %v5872 = arith.cmpf one, %v4632, %v4636 : f64
  %v5873 = arith.extui %v5872 : i1 to i64
  call @printI64(%v5873) : (i64) -> ()
  %v5874 = arith.cmpf one, %v4633, %v4627 : f64
  %v5875 = arith.extui %v5874 : i1 to i64
  call @printI64(%v5875) : (i64) -> ()
  %v5876 = arith.cmpf one, %v4633, %v4629 : f64
  %v5877 = arith.extui %v5876 : i1 to i64
  call @printI64(%v5877) : (i64) -> ()
  %v5878 = arith.cmpf one, %v4633, %v4631 : f64
  %v5879 = arith.extui %v5878 : i1 to i64
  call @printI64(%v5879) : (i64) -> ()
  %v5880 = arith.cmpf one, %v4633, %v4633 : f64
  %v5881 = arith.extui %v5880 : i1 to i64
  call @printI64(%v5881) : (i64) -> ()
  %v5882 = arith.cmpf one, %v4633, %v4635 : f64
  %v5883 = arith.extui %v5882 : i1 to i64
  call @printI64(%v5883) : (i64) -> ()
  %v5884 = arith.cmpf one, %v4634, %v4626 : f64
  %v5885 = arith.extui %v5884 : i1 to i64
  call @printI64(%v5885) : (i64) -> ()
  %v5886 = arith.cmpf one, %v4634, %v4628 : f64
  %v5887 = arith.extui %v5886 : i1 to i64
  call @printI64(%v5887) : (i64) -> ()
  %v5888 = arith.cmpf one, %v4634, %v4630 : f64
  %v5889 = arith.extui %v5888 : i1 to i64
  call @printI64(%v5889) : (i64) -> ()
  %v5890 = arith.cmpf one, %v4634, %v4632 : f64
  %v5891 = arith.extui %v5890 : i1 to i64
  call @printI64(%v5891) : (i64) -> ()
  %v5892 = arith.cmpf one, %v4634, %v4634 : f64
  %v5893 = arith.extui %v5892 : i1 to i64
  call @printI64(%v5893) : (i64) -> ()
  %v5894 = arith.cmpf one, %v4634, %v4636 : f64
  %v5895 = arith.extui %v5894 : i1 to i64
  call @printI64(%v5895) : (i64) -> ()
  %v5896 = arith.cmpf one, %v4635, %v4627 : f64
  %v5897 = arith.extui %v5896 : i1 to i64
  call @printI64(%v5897) : (i64) -> ()
  %v5898 = arith.cmpf one, %v4635, %v4629 : f64
  %v5899 = arith.extui %v5898 : i1 to i64
  call @printI64(%v5899) : (i64) -> ()
  %v5900 = arith.cmpf one, %v4635, %v4631 : f64
  %v5901 = arith.extui %v5900 : i1 to i64
  call @printI64(%v5901) : (i64) -> ()
  %v5902 = arith.cmpf one, %v4635, %v4633 : f64
  %v5903 = arith.extui %v5902 : i1 to i64
  call @printI64(%v5903) : (i64) -> ()
  %v5904 = arith.cmpf one, %v4635, %v4635 : f64
  %v5905 = arith.extui %v5904 : i1 to i64
  call @printI64(%v5905) : (i64) -> ()
  %v5906 = arith.cmpf one, %v4636, %v4626 : f64
  %v5907 = arith.extui %v5906 : i1 to i64
  call @printI64(%v5907) : (i64) -> ()
  %v5908 = arith.cmpf one, %v4636, %v4628 : f64
  %v5909 = arith.extui %v5908 : i1 to i64
  call @printI64(%v5909) : (i64) -> ()
  %v5910 = arith.cmpf one, %v4636, %v4630 : f64
  %v5911 = arith.extui %v5910 : i1 to i64
  call @printI64(%v5911) : (i64) -> ()
  %v5912 = arith.cmpf one, %v4636, %v4632 : f64
  %v5913 = arith.extui %v5912 : i1 to i64
  call @printI64(%v5913) : (i64) -> ()
  %v5914 = arith.cmpf one, %v4636, %v4634 : f64
  %v5915 = arith.extui %v5914 : i1 to i64
  call @printI64(%v5915) : (i64) -> ()
  %v5916 = arith.cmpf one, %v4636, %v4636 : f64
  %v5917 = arith.extui %v5916 : i1 to i64
  call @printI64(%v5917) : (i64) -> ()
  call @printNewline() : () -> ()
  %v5918 = arith.cmpf ord, %v4626, %v4626 : f64
  %v5919 = arith.extui %v5918 : i1 to i64
  call @printI64(%v5919) : (i64) -> ()
  %v5920 = arith.cmpf ord, %v4626, %v4628 : f64
  %v5921 = arith.extui %v5920 : i1 to i64
  call @printI64(%v5921) : (i64) -> ()
  %v5922 = arith.cmpf ord, %v4626, %v4630 : f64
  %v5923 = arith.extui %v5922 : i1 to i64
  call @printI64(%v5923) : (i64) -> ()
  %v5924 = arith.cmpf ord, %v4626, %v4632 : f64
  %v5925 = arith.extui %v5924 : i1 to i64
  call @printI64(%v5925) : (i64) -> ()
  %v5926 = arith.cmpf ord, %v4626, %v4634 : f64
  %v5927 = arith.extui %v5926 : i1 to i64
  call @printI64(%v5927) : (i64) -> ()
  %v5928 = arith.cmpf ord, %v4626, %v4636 : f64
  %v5929 = arith.extui %v5928 : i1 to i64
  call @printI64(%v5929) : (i64) -> ()
  %v5930 = arith.cmpf ord, %v4627, %v4627 : f64
  %v5931 = arith.extui %v5930 : i1 to i64
  call @printI64(%v5931) : (i64) -> ()
  %v5932 = arith.cmpf ord, %v4627, %v4629 : f64
  %v5933 = arith.extui %v5932 : i1 to i64
  call @printI64(%v5933) : (i64) -> ()
  %v5934 = arith.cmpf ord, %v4627, %v4631 : f64
  %v5935 = arith.extui %v5934 : i1 to i64
  call @printI64(%v5935) : (i64) -> ()
  %v5936 = arith.cmpf ord, %v4627, %v4633 : f64
  %v5937 = arith.extui %v5936 : i1 to i64
  call @printI64(%v5937) : (i64) -> ()
  %v5938 = arith.cmpf ord, %v4627, %v4635 : f64
  %v5939 = arith.extui %v5938 : i1 to i64
  call @printI64(%v5939) : (i64) -> ()
  %v5940 = arith.cmpf ord, %v4628, %v4626 : f64
  %v5941 = arith.extui %v5940 : i1 to i64
  call @printI64(%v5941) : (i64) -> ()
  %v5942 = arith.cmpf ord, %v4628, %v4628 : f64
  %v5943 = arith.extui %v5942 : i1 to i64
  call @printI64(%v5943) : (i64) -> ()
  %v5944 = arith.cmpf ord, %v4628, %v4630 : f64
  %v5945 = arith.extui %v5944 : i1 to i64
  call @printI64(%v5945) : (i64) -> ()
  %v5946 = arith.cmpf ord, %v4628, %v4632 : f64
  %v5947 = arith.extui %v5946 : i1 to i64
  call @printI64(%v5947) : (i64) -> ()
  %v5948 = arith.cmpf ord, %v4628, %v4634 : f64
  %v5949 = arith.extui %v5948 : i1 to i64
  call @printI64(%v5949) : (i64) -> ()
  %v5950 = arith.cmpf ord, %v4628, %v4636 : f64
  %v5951 = arith.extui %v5950 : i1 to i64
  call @printI64(%v5951) : (i64) -> ()
  %v5952 = arith.cmpf ord, %v4629, %v4627 : f64
  %v5953 = arith.extui %v5952 : i1 to i64
  call @printI64(%v5953) : (i64) -> ()
  %v5954 = arith.cmpf ord, %v4629, %v4629 : f64
  %v5955 = arith.extui %v5954 : i1 to i64
  call @printI64(%v5955) : (i64) -> ()
  %v5956 = arith.cmpf ord, %v4629, %v4631 : f64
  %v5957 = arith.extui %v5956 : i1 to i64
  call @printI64(%v5957) : (i64) -> ()
  %v5958 = arith.cmpf ord, %v4629, %v4633 : f64
  %v5959 = arith.extui %v5958 : i1 to i64
  call @printI64(%v5959) : (i64) -> ()
  %v5960 = arith.cmpf ord, %v4629, %v4635 : f64
  %v5961 = arith.extui %v5960 : i1 to i64
  call @printI64(%v5961) : (i64) -> ()
  %v5962 = arith.cmpf ord, %v4630, %v4626 : f64
  %v5963 = arith.extui %v5962 : i1 to i64
  call @printI64(%v5963) : (i64) -> ()
  %v5964 = arith.cmpf ord, %v4630, %v4628 : f64
  %v5965 = arith.extui %v5964 : i1 to i64
  call @printI64(%v5965) : (i64) -> ()
  %v5966 = arith.cmpf ord, %v4630, %v4630 : f64
  %v5967 = arith.extui %v5966 : i1 to i64
  call @printI64(%v5967) : (i64) -> ()
  %v5968 = arith.cmpf ord, %v4630, %v4632 : f64
  %v5969 = arith.extui %v5968 : i1 to i64
  call @printI64(%v5969) : (i64) -> ()
  %v5970 = arith.cmpf ord, %v4630, %v4634 : f64
  %v5971 = arith.extui %v5970 : i1 to i64
  call @printI64(%v5971) : (i64) -> ()
  %v5972 = arith.cmpf ord, %v4630, %v4636 : f64
  %v5973 = arith.extui %v5972 : i1 to i64
  call @printI64(%v5973) : (i64) -> ()
  %v5974 = arith.cmpf ord, %v4631, %v4627 : f64
  %v5975 = arith.extui %v5974 : i1 to i64
  call @printI64(%v5975) : (i64) -> ()
  %v5976 = arith.cmpf ord, %v4631, %v4629 : f64
  %v5977 = arith.extui %v5976 : i1 to i64
  call @printI64(%v5977) : (i64) -> ()
  %v5978 = arith.cmpf ord, %v4631, %v4631 : f64
  %v5979 = arith.extui %v5978 : i1 to i64
  call @printI64(%v5979) : (i64) -> ()
  %v5980 = arith.cmpf ord, %v4631, %v4633 : f64
  %v5981 = arith.extui %v5980 : i1 to i64
  call @printI64(%v5981) : (i64) -> ()
  %v5982 = arith.cmpf ord, %v4631, %v4635 : f64
  %v5983 = arith.extui %v5982 : i1 to i64
  call @printI64(%v5983) : (i64) -> ()
  %v5984 = arith.cmpf ord, %v4632, %v4626 : f64
  %v5985 = arith.extui %v5984 : i1 to i64
  call @printI64(%v5985) : (i64) -> ()
  %v5986 = arith.cmpf ord, %v4632, %v4628 : f64
  %v5987 = arith.extui %v5986 : i1 to i64
  call @printI64(%v5987) : (i64) -> ()
  %v5988 = arith.cmpf ord, %v4632, %v4630 : f64
  %v5989 = arith.extui %v5988 : i1 to i64
  call @printI64(%v5989) : (i64) -> ()
  %v5990 = arith.cmpf ord, %v4632, %v4632 : f64
  %v5991 = arith.extui %v5990 : i1 to i64
  call @printI64(%v5991) : (i64) -> ()
  %v5992 = arith.cmpf ord, %v4632, %v4634 : f64
  %v5993 = arith.extui %v5992 : i1 to i64
  call @printI64(%v5993) : (i64) -> ()
  %v5994 = arith.cmpf ord, %v4632, %v4636 : f64
  %v5995 = arith.extui %v5994 : i1 to i64
  call @printI64(%v5995) : (i64) -> ()
  %v5996 = arith.cmpf ord, %v4633, %v4627 : f64
  %v5997 = arith.extui %v5996 : i1 to i64
  call @printI64(%v5997) : (i64) -> ()
  %v5998 = arith.cmpf ord, %v4633, %v4629 : f64
  %v5999 = arith.extui %v5998 : i1 to i64
  call @printI64(%v5999) : (i64) -> ()
  %v6000 = arith.cmpf ord, %v4633, %v4631 : f64
  %v6001 = arith.extui %v6000 : i1 to i64
  call @printI64(%v6001) : (i64) -> ()
  %v6002 = arith.cmpf ord, %v4633, %v4633 : f64
  %v6003 = arith.extui %v6002 : i1 to i64
  call @printI64(%v6003) : (i64) -> ()
  %v6004 = arith.cmpf ord, %v4633, %v4635 : f64
  %v6005 = arith.extui %v6004 : i1 to i64
  call @printI64(%v6005) : (i64) -> ()
  %v6006 = arith.cmpf ord, %v4634, %v4626 : f64
  %v6007 = arith.extui %v6006 : i1 to i64
  call @printI64(%v6007) : (i64) -> ()
  %v6008 = arith.cmpf ord, %v4634, %v4628 : f64
  %v6009 = arith.extui %v6008 : i1 to i64
  call @printI64(%v6009) : (i64) -> ()
  %v6010 = arith.cmpf ord, %v4634, %v4630 : f64
  %v6011 = arith.extui %v6010 : i1 to i64
  call @printI64(%v6011) : (i64) -> ()
  %v6012 = arith.cmpf ord, %v4634, %v4632 : f64
  %v6013 = arith.extui %v6012 : i1 to i64
  call @printI64(%v6013) : (i64) -> ()
  %v6014 = arith.cmpf ord, %v4634, %v4634 : f64
  %v6015 = arith.extui %v6014 : i1 to i64
  call @printI64(%v6015) : (i64) -> ()
  %v6016 = arith.cmpf ord, %v4634, %v4636 : f64
  %v6017 = arith.extui %v6016 : i1 to i64
  call @printI64(%v6017) : (i64) -> ()
  %v6018 = arith.cmpf ord, %v4635, %v4627 : f64
  %v6019 = arith.extui %v6018 : i1 to i64
  call @printI64(%v6019) : (i64) -> ()
  %v6020 = arith.cmpf ord, %v4635, %v4629 : f64
  %v6021 = arith.extui %v6020 : i1 to i64
  call @printI64(%v6021) : (i64) -> ()
  %v6022 = arith.cmpf ord, %v4635, %v4631 : f64
  %v6023 = arith.extui %v6022 : i1 to i64
  call @printI64(%v6023) : (i64) -> ()
  %v6024 = arith.cmpf ord, %v4635, %v4633 : f64
  %v6025 = arith.extui %v6024 : i1 to i64
  call @printI64(%v6025) : (i64) -> ()
  %v6026 = arith.cmpf ord, %v4635, %v4635 : f64
  %v6027 = arith.extui %v6026 : i1 to i64
  call @printI64(%v6027) : (i64) -> ()
  %v6028 = arith.cmpf ord, %v4636, %v4626 : f64
  %v6029 = arith.extui %v6028 : i1 to i64
  call @printI64(%v6029) : (i64) -> ()
  %v6030 = arith.cmpf ord, %v4636, %v4628 : f64
  %v6031 = arith.extui %v6030 : i1 to i64
  call @printI64(%v6031) : (i64) -> ()
  %v6032 = arith.cmpf ord, %v4636, %v4630 : f64
  %v6033 = arith.extui %v6032 : i1 to i64
  call @printI64(%v6033) : (i64) -> ()
  %v6034 = arith.cmpf ord, %v4636, %v4632 : f64
  %v6035 = arith.extui %v6034 : i1 to i64
  call @printI64(%v6035) : (i64) -> ()
  %v6036 = arith.cmpf ord, %v4636, %v4634 : f64
  %v6037 = arith.extui %v6036 : i1 to i64
  call @printI64(%v6037) : (i64) -> ()
  %v6038 = arith.cmpf ord, %v4636, %v4636 : f64
  %v6039 = arith.extui %v6038 : i1 to i64
  call @printI64(%v6039) : (i64) -> ()
  call @printNewline() : () -> ()
  %v6040 = arith.cmpf ueq, %v4626, %v4626 : f64
  %v6041 = arith.extui %v6040 : i1 to i64
  call @printI64(%v6041) : (i64) -> ()
  %v6042 = arith.cmpf ueq, %v4626, %v4628 : f64
  %v6043 = arith.extui %v6042 : i1 to i64
  call @printI64(%v6043) : (i64) -> ()
  %v6044 = arith.cmpf ueq, %v4626, %v4630 : f64
  %v6045 = arith.extui %v6044 : i1 to i64
  call @printI64(%v6045) : (i64) -> ()
  %v6046 = arith.cmpf ueq, %v4626, %v4632 : f64
  %v6047 = arith.extui %v6046 : i1 to i64
  call @printI64(%v6047) : (i64) -> ()
  %v6048 = arith.cmpf ueq, %v4626, %v4634 : f64
  %v6049 = arith.extui %v6048 : i1 to i64
  call @printI64(%v6049) : (i64) -> ()
  %v6050 = arith.cmpf ueq, %v4626, %v4636 : f64
  %v6051 = arith.extui %v6050 : i1 to i64
  call @printI64(%v6051) : (i64) -> ()
  %v6052 = arith.cmpf ueq, %v4627, %v4627 : f64
  %v6053 = arith.extui %v6052 : i1 to i64
  call @printI64(%v6053) : (i64) -> ()
  %v6054 = arith.cmpf ueq, %v4627, %v4629 : f64
  %v6055 = arith.extui %v6054 : i1 to i64
  call @printI64(%v6055) : (i64) -> ()
  %v6056 = arith.cmpf ueq, %v4627, %v4631 : f64
  %v6057 = arith.extui %v6056 : i1 to i64
  call @printI64(%v6057) : (i64) -> ()
  %v6058 = arith.cmpf ueq, %v4627, %v4633 : f64
  %v6059 = arith.extui %v6058 : i1 to i64
  call @printI64(%v6059) : (i64) -> ()
  %v6060 = arith.cmpf ueq, %v4627, %v4635 : f64
  %v6061 = arith.extui %v6060 : i1 to i64
  call @printI64(%v6061) : (i64) -> ()
  %v6062 = arith.cmpf ueq, %v4628, %v4626 : f64
  %v6063 = arith.extui %v6062 : i1 to i64
  call @printI64(%v6063) : (i64) -> ()
  %v6064 = arith.cmpf ueq, %v4628, %v4628 : f64
  %v6065 = arith.extui %v6064 : i1 to i64
  call @printI64(%v6065) : (i64) -> ()
  %v6066 = arith.cmpf ueq, %v4628, %v4630 : f64
  %v6067 = arith.extui %v6066 : i1 to i64
  call @printI64(%v6067) : (i64) -> ()
  %v6068 = arith.cmpf ueq, %v4628, %v4632 : f64
  %v6069 = arith.extui %v6068 : i1 to i64
  call @printI64(%v6069) : (i64) -> ()
  %v6070 = arith.cmpf ueq, %v4628, %v4634 : f64
  %v6071 = arith.extui %v6070 : i1 to i64
  call @printI64(%v6071) : (i64) -> ()
  %v6072 = arith.cmpf ueq, %v4628, %v4636 : f64
  %v6073 = arith.extui %v6072 : i1 to i64
  call @printI64(%v6073) : (i64) -> ()
  %v6074 = arith.cmpf ueq, %v4629, %v4627 : f64
  %v6075 = arith.extui %v6074 : i1 to i64
  call @printI64(%v6075) : (i64) -> ()
  %v6076 = arith.cmpf ueq, %v4629, %v4629 : f64
  %v6077 = arith.extui %v6076 : i1 to i64
  call @printI64(%v6077) : (i64) -> ()
  %v6078 = arith.cmpf ueq, %v4629, %v4631 : f64
  %v6079 = arith.extui %v6078 : i1 to i64
  call @printI64(%v6079) : (i64) -> ()
  %v6080 = arith.cmpf ueq, %v4629, %v4633 : f64
  %v6081 = arith.extui %v6080 : i1 to i64
  call @printI64(%v6081) : (i64) -> ()
  %v6082 = arith.cmpf ueq, %v4629, %v4635 : f64
  %v6083 = arith.extui %v6082 : i1 to i64
  call @printI64(%v6083) : (i64) -> ()
  %v6084 = arith.cmpf ueq, %v4630, %v4626 : f64
  %v6085 = arith.extui %v6084 : i1 to i64
  call @printI64(%v6085) : (i64) -> ()
  %v6086 = arith.cmpf ueq, %v4630, %v4628 : f64
  %v6087 = arith.extui %v6086 : i1 to i64
  call @printI64(%v6087) : (i64) -> ()
  %v6088 = arith.cmpf ueq, %v4630, %v4630 : f64
  %v6089 = arith.extui %v6088 : i1 to i64
  call @printI64(%v6089) : (i64) -> ()
  %v6090 = arith.cmpf ueq, %v4630, %v4632 : f64
  %v6091 = arith.extui %v6090 : i1 to i64
  call @printI64(%v6091) : (i64) -> ()
  %v6092 = arith.cmpf ueq, %v4630, %v4634 : f64
  %v6093 = arith.extui %v6092 : i1 to i64
  call @printI64(%v6093) : (i64) -> ()
  %v6094 = arith.cmpf ueq, %v4630, %v4636 : f64
  %v6095 = arith.extui %v6094 : i1 to i64
  call @printI64(%v6095) : (i64) -> ()
  %v6096 = arith.cmpf ueq, %v4631, %v4627 : f64
  %v6097 = arith.extui %v6096 : i1 to i64
  call @printI64(%v6097) : (i64) -> ()
  %v6098 = arith.cmpf ueq, %v4631, %v4629 : f64
  %v6099 = arith.extui %v6098 : i1 to i64
  call @printI64(%v6099) : (i64) -> ()
  %v6100 = arith.cmpf ueq, %v4631, %v4631 : f64
  %v6101 = arith.extui %v6100 : i1 to i64
  call @printI64(%v6101) : (i64) -> ()
  %v6102 = arith.cmpf ueq, %v4631, %v4633 : f64
  %v6103 = arith.extui %v6102 : i1 to i64
  call @printI64(%v6103) : (i64) -> ()
  %v6104 = arith.cmpf ueq, %v4631, %v4635 : f64
  %v6105 = arith.extui %v6104 : i1 to i64
  call @printI64(%v6105) : (i64) -> ()
  %v6106 = arith.cmpf ueq, %v4632, %v4626 : f64
  %v6107 = arith.extui %v6106 : i1 to i64
  call @printI64(%v6107) : (i64) -> ()
  %v6108 = arith.cmpf ueq, %v4632, %v4628 : f64
  %v6109 = arith.extui %v6108 : i1 to i64
  call @printI64(%v6109) : (i64) -> ()
  %v6110 = arith.cmpf ueq, %v4632, %v4630 : f64
  %v6111 = arith.extui %v6110 : i1 to i64
  call @printI64(%v6111) : (i64) -> ()
  %v6112 = arith.cmpf ueq, %v4632, %v4632 : f64
  %v6113 = arith.extui %v6112 : i1 to i64
  call @printI64(%v6113) : (i64) -> ()
  %v6114 = arith.cmpf ueq, %v4632, %v4634 : f64
  %v6115 = arith.extui %v6114 : i1 to i64
  call @printI64(%v6115) : (i64) -> ()
  %v6116 = arith.cmpf ueq, %v4632, %v4636 : f64
  %v6117 = arith.extui %v6116 : i1 to i64
  call @printI64(%v6117) : (i64) -> ()
  %v6118 = arith.cmpf ueq, %v4633, %v4627 : f64
  %v6119 = arith.extui %v6118 : i1 to i64
  call @printI64(%v6119) : (i64) -> ()
  %v6120 = arith.cmpf ueq, %v4633, %v4629 : f64
  %v6121 = arith.extui %v6120 : i1 to i64
  call @printI64(%v6121) : (i64) -> ()
  %v6122 = arith.cmpf ueq, %v4633, %v4631 : f64
  %v6123 = arith.extui %v6122 : i1 to i64
  call @printI64(%v6123) : (i64) -> ()
  %v6124 = arith.cmpf ueq, %v4633, %v4633 : f64
  %v6125 = arith.extui %v6124 : i1 to i64
  call @printI64(%v6125) : (i64) -> ()
  %v6126 = arith.cmpf ueq, %v4633, %v4635 : f64
  %v6127 = arith.extui %v6126 : i1 to i64
  call @printI64(%v6127) : (i64) -> ()
  %v6128 = arith.cmpf ueq, %v4634, %v4626 : f64
  %v6129 = arith.extui %v6128 : i1 to i64
  call @printI64(%v6129) : (i64) -> ()
  %v6130 = arith.cmpf ueq, %v4634, %v4628 : f64
  %v6131 = arith.extui %v6130 : i1 to i64
  call @printI64(%v6131) : (i64) -> ()
  %v6132 = arith.cmpf ueq, %v4634, %v4630 : f64
  %v6133 = arith.extui %v6132 : i1 to i64
  call @printI64(%v6133) : (i64) -> ()
  %v6134 = arith.cmpf ueq, %v4634, %v4632 : f64
  %v6135 = arith.extui %v6134 : i1 to i64
  call @printI64(%v6135) : (i64) -> ()
  %v6136 = arith.cmpf ueq, %v4634, %v4634 : f64
  %v6137 = arith.extui %v6136 : i1 to i64
  call @printI64(%v6137) : (i64) -> ()
  %v6138 = arith.cmpf ueq, %v4634, %v4636 : f64
  %v6139 = arith.extui %v6138 : i1 to i64
  call @printI64(%v6139) : (i64) -> ()
  %v6140 = arith.cmpf ueq, %v4635, %v4627 : f64
  %v6141 = arith.extui %v6140 : i1 to i64
  call @printI64(%v6141) : (i64) -> ()
  %v6142 = arith.cmpf ueq, %v4635, %v4629 : f64
  %v6143 = arith.extui %v6142 : i1 to i64
  call @printI64(%v6143) : (i64) -> ()
  %v6144 = arith.cmpf ueq, %v4635, %v4631 : f64
  %v6145 = arith.extui %v6144 : i1 to i64
  call @printI64(%v6145) : (i64) -> ()
  %v6146 = arith.cmpf ueq, %v4635, %v4633 : f64
  %v6147 = arith.extui %v6146 : i1 to i64
  call @printI64(%v6147) : (i64) -> ()
  %v6148 = arith.cmpf ueq, %v4635, %v4635 : f64
  %v6149 = arith.extui %v6148 : i1 to i64
  call @printI64(%v6149) : (i64) -> ()
  %v6150 = arith.cmpf ueq, %v4636, %v4626 : f64
  %v6151 = arith.extui %v6150 : i1 to i64
  call @printI64(%v6151) : (i64) -> ()
  %v6152 = arith.cmpf ueq, %v4636, %v4628 : f64
  %v6153 = arith.extui %v6152 : i1 to i64
  call @printI64(%v6153) : (i64) -> ()
  %v6154 = arith.cmpf ueq, %v4636, %v4630 : f64
  %v6155 = arith.extui %v6154 : i1 to i64
  call @printI64(%v6155) : (i64) -> ()
  %v6156 = arith.cmpf ueq, %v4636, %v4632 : f64
  %v6157 = arith.extui %v6156 : i1 to i64
  call @printI64(%v6157) : (i64) -> ()
  %v6158 = arith.cmpf ueq, %v4636, %v4634 : f64
  %v6159 = arith.extui %v6158 : i1 to i64
  call @printI64(%v6159) : (i64) -> ()
  %v6160 = arith.cmpf ueq, %v4636, %v4636 : f64
  %v6161 = arith.extui %v6160 : i1 to i64
  call @printI64(%v6161) : (i64) -> ()
  call @printNewline() : () -> ()
  %v6162 = arith.cmpf ugt, %v4626, %v4626 : f64
  %v6163 = arith.extui %v6162 : i1 to i64
  call @printI64(%v6163) : (i64) -> ()
  %v6164 = arith.cmpf ugt, %v4626, %v4628 : f64
  %v6165 = arith.extui %v6164 : i1 to i64
  call @printI64(%v6165) : (i64) -> ()
  %v6166 = arith.cmpf ugt, %v4626, %v4630 : f64
  %v6167 = arith.extui %v6166 : i1 to i64
  call @printI64(%v6167) : (i64) -> ()
  %v6168 = arith.cmpf ugt, %v4626, %v4632 : f64
  %v6169 = arith.extui %v6168 : i1 to i64
  call @printI64(%v6169) : (i64) -> ()
  %v6170 = arith.cmpf ugt, %v4626, %v4634 : f64
  %v6171 = arith.extui %v6170 : i1 to i64
  call @printI64(%v6171) : (i64) -> ()
  %v6172 = arith.cmpf ugt, %v4626, %v4636 : f64
  %v6173 = arith.extui %v6172 : i1 to i64
  call @printI64(%v6173) : (i64) -> ()
  %v6174 = arith.cmpf ugt, %v4627, %v4627 : f64
  %v6175 = arith.extui %v6174 : i1 to i64
  call @printI64(%v6175) : (i64) -> ()
  %v6176 = arith.cmpf ugt, %v4627, %v4629 : f64
  %v6177 = arith.extui %v6176 : i1 to i64
  call @printI64(%v6177) : (i64) -> ()
  %v6178 = arith.cmpf ugt, %v4627, %v4631 : f64
  %v6179 = arith.extui %v6178 : i1 to i64
  call @printI64(%v6179) : (i64) -> ()
  %v6180 = arith.cmpf ugt, %v4627, %v4633 : f64
  %v6181 = arith.extui %v6180 : i1 to i64
  call @printI64(%v6181) : (i64) -> ()
  %v6182 = arith.cmpf ugt, %v4627, %v4635 : f64
  %v6183 = arith.extui %v6182 : i1 to i64
  call @printI64(%v6183) : (i64) -> ()
  %v6184 = arith.cmpf ugt, %v4628, %v4626 : f64
  %v6185 = arith.extui %v6184 : i1 to i64
  call @printI64(%v6185) : (i64) -> ()
  %v6186 = arith.cmpf ugt, %v4628, %v4628 : f64
  %v6187 = arith.extui %v6186 : i1 to i64
  call @printI64(%v6187) : (i64) -> ()
  %v6188 = arith.cmpf ugt, %v4628, %v4630 : f64
  %v6189 = arith.extui %v6188 : i1 to i64
  call @printI64(%v6189) : (i64) -> ()
  %v6190 = arith.cmpf ugt, %v4628, %v4632 : f64
  %v6191 = arith.extui %v6190 : i1 to i64
  call @printI64(%v6191) : (i64) -> ()
  %v6192 = arith.cmpf ugt, %v4628, %v4634 : f64
  %v6193 = arith.extui %v6192 : i1 to i64
  call @printI64(%v6193) : (i64) -> ()
  %v6194 = arith.cmpf ugt, %v4628, %v4636 : f64
  %v6195 = arith.extui %v6194 : i1 to i64
  call @printI64(%v6195) : (i64) -> ()
  %v6196 = arith.cmpf ugt, %v4629, %v4627 : f64
  %v6197 = arith.extui %v6196 : i1 to i64
  call @printI64(%v6197) : (i64) -> ()
  %v6198 = arith.cmpf ugt, %v4629, %v4629 : f64
  %v6199 = arith.extui %v6198 : i1 to i64
  call @printI64(%v6199) : (i64) -> ()
  %v6200 = arith.cmpf ugt, %v4629, %v4631 : f64
  %v6201 = arith.extui %v6200 : i1 to i64
  call @printI64(%v6201) : (i64) -> ()
  %v6202 = arith.cmpf ugt, %v4629, %v4633 : f64
  %v6203 = arith.extui %v6202 : i1 to i64
  call @printI64(%v6203) : (i64) -> ()
  %v6204 = arith.cmpf ugt, %v4629, %v4635 : f64
  %v6205 = arith.extui %v6204 : i1 to i64
  call @printI64(%v6205) : (i64) -> ()
  %v6206 = arith.cmpf ugt, %v4630, %v4626 : f64
  %v6207 = arith.extui %v6206 : i1 to i64
  call @printI64(%v6207) : (i64) -> ()
  %v6208 = arith.cmpf ugt, %v4630, %v4628 : f64
  %v6209 = arith.extui %v6208 : i1 to i64
  call @printI64(%v6209) : (i64) -> ()
  %v6210 = arith.cmpf ugt, %v4630, %v4630 : f64
  %v6211 = arith.extui %v6210 : i1 to i64
  call @printI64(%v6211) : (i64) -> ()
  %v6212 = arith.cmpf ugt, %v4630, %v4632 : f64
  %v6213 = arith.extui %v6212 : i1 to i64
  call @printI64(%v6213) : (i64) -> ()
  %v6214 = arith.cmpf ugt, %v4630, %v4634 : f64
  %v6215 = arith.extui %v6214 : i1 to i64
  call @printI64(%v6215) : (i64) -> ()
  %v6216 = arith.cmpf ugt, %v4630, %v4636 : f64
  %v6217 = arith.extui %v6216 : i1 to i64
  call @printI64(%v6217) : (i64) -> ()
  %v6218 = arith.cmpf ugt, %v4631, %v4627 : f64
  %v6219 = arith.extui %v6218 : i1 to i64
  call @printI64(%v6219) : (i64) -> ()
  %v6220 = arith.cmpf ugt, %v4631, %v4629 : f64
  %v6221 = arith.extui %v6220 : i1 to i64
  call @printI64(%v6221) : (i64) -> ()
  %v6222 = arith.cmpf ugt, %v4631, %v4631 : f64
  %v6223 = arith.extui %v6222 : i1 to i64
  call @printI64(%v6223) : (i64) -> ()
  %v6224 = arith.cmpf ugt, %v4631, %v4633 : f64
  %v6225 = arith.extui %v6224 : i1 to i64
  call @printI64(%v6225) : (i64) -> ()
  %v6226 = arith.cmpf ugt, %v4631, %v4635 : f64
  %v6227 = arith.extui %v6226 : i1 to i64
  call @printI64(%v6227) : (i64) -> ()
  %v6228 = arith.cmpf ugt, %v4632, %v4626 : f64
  %v6229 = arith.extui %v6228 : i1 to i64
  call @printI64(%v6229) : (i64) -> ()
  %v6230 = arith.cmpf ugt, %v4632, %v4628 : f64
  %v6231 = arith.extui %v6230 : i1 to i64
  call @printI64(%v6231) : (i64) -> ()
  %v6232 = arith.cmpf ugt, %v4632, %v4630 : f64
  %v6233 = arith.extui %v6232 : i1 to i64
  call @printI64(%v6233) : (i64) -> ()
  %v6234 = arith.cmpf ugt, %v4632, %v4632 : f64
  %v6235 = arith.extui %v6234 : i1 to i64
  call @printI64(%v6235) : (i64) -> ()
  %v6236 = arith.cmpf ugt, %v4632, %v4634 : f64
  %v6237 = arith.extui %v6236 : i1 to i64
  call @printI64(%v6237) : (i64) -> ()
  %v6238 = arith.cmpf ugt, %v4632, %v4636 : f64
  %v6239 = arith.extui %v6238 : i1 to i64
  call @printI64(%v6239) : (i64) -> ()
  %v6240 = arith.cmpf ugt, %v4633, %v4627 : f64
  %v6241 = arith.extui %v6240 : i1 to i64
  call @printI64(%v6241) : (i64) -> ()
  %v6242 = arith.cmpf ugt, %v4633, %v4629 : f64
  %v6243 = arith.extui %v6242 : i1 to i64
  call @printI64(%v6243) : (i64) -> ()
  %v6244 = arith.cmpf ugt, %v4633, %v4631 : f64
  %v6245 = arith.extui %v6244 : i1 to i64
  call @printI64(%v6245) : (i64) -> ()
  %v6246 = arith.cmpf ugt, %v4633, %v4633 : f64
  %v6247 = arith.extui %v6246 : i1 to i64
  call @printI64(%v6247) : (i64) -> ()
  %v6248 = arith.cmpf ugt, %v4633, %v4635 : f64
  %v6249 = arith.extui %v6248 : i1 to i64
  call @printI64(%v6249) : (i64) -> ()
  %v6250 = arith.cmpf ugt, %v4634, %v4626 : f64
  %v6251 = arith.extui %v6250 : i1 to i64
  call @printI64(%v6251) : (i64) -> ()
  %v6252 = arith.cmpf ugt, %v4634, %v4628 : f64
  %v6253 = arith.extui %v6252 : i1 to i64
  call @printI64(%v6253) : (i64) -> ()
  %v6254 = arith.cmpf ugt, %v4634, %v4630 : f64
  %v6255 = arith.extui %v6254 : i1 to i64
  call @printI64(%v6255) : (i64) -> ()
  %v6256 = arith.cmpf ugt, %v4634, %v4632 : f64
  %v6257 = arith.extui %v6256 : i1 to i64
  call @printI64(%v6257) : (i64) -> ()
  %v6258 = arith.cmpf ugt, %v4634, %v4634 : f64
  %v6259 = arith.extui %v6258 : i1 to i64
  call @printI64(%v6259) : (i64) -> ()
  %v6260 = arith.cmpf ugt, %v4634, %v4636 : f64
  %v6261 = arith.extui %v6260 : i1 to i64
  call @printI64(%v6261) : (i64) -> ()
  %v6262 = arith.cmpf ugt, %v4635, %v4627 : f64
  %v6263 = arith.extui %v6262 : i1 to i64
  call @printI64(%v6263) : (i64) -> ()
  %v6264 = arith.cmpf ugt, %v4635, %v4629 : f64
  %v6265 = arith.extui %v6264 : i1 to i64
  call @printI64(%v6265) : (i64) -> ()
  %v6266 = arith.cmpf ugt, %v4635, %v4631 : f64
  %v6267 = arith.extui %v6266 : i1 to i64
  call @printI64(%v6267) : (i64) -> ()
  %v6268 = arith.cmpf ugt, %v4635, %v4633 : f64
  %v6269 = arith.extui %v6268 : i1 to i64
  call @printI64(%v6269) : (i64) -> ()
  %v6270 = arith.cmpf ugt, %v4635, %v4635 : f64
  %v6271 = arith.extui %v6270 : i1 to i64
  call @printI64(%v6271) : (i64) -> ()
  %v6272 = arith.cmpf ugt, %v4636, %v4626 : f64
  %v6273 = arith.extui %v6272 : i1 to i64
  call @printI64(%v6273) : (i64) -> ()
  %v6274 = arith.cmpf ugt, %v4636, %v4628 : f64
  %v6275 = arith.extui %v6274 : i1 to i64
  call @printI64(%v6275) : (i64) -> ()
  %v6276 = arith.cmpf ugt, %v4636, %v4630 : f64
  %v6277 = arith.extui %v6276 : i1 to i64
  call @printI64(%v6277) : (i64) -> ()
  %v6278 = arith.cmpf ugt, %v4636, %v4632 : f64
  %v6279 = arith.extui %v6278 : i1 to i64
  call @printI64(%v6279) : (i64) -> ()
  %v6280 = arith.cmpf ugt, %v4636, %v4634 : f64
  %v6281 = arith.extui %v6280 : i1 to i64
  call @printI64(%v6281) : (i64) -> ()
  %v6282 = arith.cmpf ugt, %v4636, %v4636 : f64
  %v6283 = arith.extui %v6282 : i1 to i64
  call @printI64(%v6283) : (i64) -> ()
  call @printNewline() : () -> ()
  %v6284 = arith.cmpf uge, %v4626, %v4626 : f64
  %v6285 = arith.extui %v6284 : i1 to i64
  call @printI64(%v6285) : (i64) -> ()
  %v6286 = arith.cmpf uge, %v4626, %v4628 : f64
  %v6287 = arith.extui %v6286 : i1 to i64
  call @printI64(%v6287) : (i64) -> ()
  %v6288 = arith.cmpf uge, %v4626, %v4630 : f64
  %v6289 = arith.extui %v6288 : i1 to i64
  call @printI64(%v6289) : (i64) -> ()
  %v6290 = arith.cmpf uge, %v4626, %v4632 : f64
  %v6291 = arith.extui %v6290 : i1 to i64
  call @printI64(%v6291) : (i64) -> ()
  %v6292 = arith.cmpf uge, %v4626, %v4634 : f64
  %v6293 = arith.extui %v6292 : i1 to i64
  call @printI64(%v6293) : (i64) -> ()
  %v6294 = arith.cmpf uge, %v4626, %v4636 : f64
  %v6295 = arith.extui %v6294 : i1 to i64
  call @printI64(%v6295) : (i64) -> ()
  %v6296 = arith.cmpf uge, %v4627, %v4627 : f64
  %v6297 = arith.extui %v6296 : i1 to i64
  call @printI64(%v6297) : (i64) -> ()
  %v6298 = arith.cmpf uge, %v4627, %v4629 : f64
  %v6299 = arith.extui %v6298 : i1 to i64
  call @printI64(%v6299) : (i64) -> ()
  %v6300 = arith.cmpf uge, %v4627, %v4631 : f64
  %v6301 = arith.extui %v6300 : i1 to i64
  call @printI64(%v6301) : (i64) -> ()
  %v6302 = arith.cmpf uge, %v4627, %v4633 : f64
  %v6303 = arith.extui %v6302 : i1 to i64
  call @printI64(%v6303) : (i64) -> ()
  %v6304 = arith.cmpf uge, %v4627, %v4635 : f64
  %v6305 = arith.extui %v6304 : i1 to i64
  call @printI64(%v6305) : (i64) -> ()
  %v6306 = arith.cmpf uge, %v4628, %v4626 : f64
  %v6307 = arith.extui %v6306 : i1 to i64
  call @printI64(%v6307) : (i64) -> ()
  %v6308 = arith.cmpf uge, %v4628, %v4628 : f64
  %v6309 = arith.extui %v6308 : i1 to i64
  call @printI64(%v6309) : (i64) -> ()
  %v6310 = arith.cmpf uge, %v4628, %v4630 : f64
  %v6311 = arith.extui %v6310 : i1 to i64
  call @printI64(%v6311) : (i64) -> ()
  %v6312 = arith.cmpf uge, %v4628, %v4632 : f64
  %v6313 = arith.extui %v6312 : i1 to i64
  call @printI64(%v6313) : (i64) -> ()
  %v6314 = arith.cmpf uge, %v4628, %v4634 : f64
  %v6315 = arith.extui %v6314 : i1 to i64
  call @printI64(%v6315) : (i64) -> ()
  %v6316 = arith.cmpf uge, %v4628, %v4636 : f64
  %v6317 = arith.extui %v6316 : i1 to i64
  call @printI64(%v6317) : (i64) -> ()
  %v6318 = arith.cmpf uge, %v4629, %v4627 : f64
  %v6319 = arith.extui %v6318 : i1 to i64
  call @printI64(%v6319) : (i64) -> ()
  %v6320 = arith.cmpf uge, %v4629, %v4629 : f64
  %v6321 = arith.extui %v6320 : i1 to i64
  call @printI64(%v6321) : (i64) -> ()
  %v6322 = arith.cmpf uge, %v4629, %v4631 : f64
  %v6323 = arith.extui %v6322 : i1 to i64
  call @printI64(%v6323) : (i64) -> ()
  %v6324 = arith.cmpf uge, %v4629, %v4633 : f64
  %v6325 = arith.extui %v6324 : i1 to i64
  call @printI64(%v6325) : (i64) -> ()
  %v6326 = arith.cmpf uge, %v4629, %v4635 : f64
  %v6327 = arith.extui %v6326 : i1 to i64
  call @printI64(%v6327) : (i64) -> ()
  %v6328 = arith.cmpf uge, %v4630, %v4626 : f64
  %v6329 = arith.extui %v6328 : i1 to i64
  call @printI64(%v6329) : (i64) -> ()
  %v6330 = arith.cmpf uge, %v4630, %v4628 : f64
  %v6331 = arith.extui %v6330 : i1 to i64
  call @printI64(%v6331) : (i64) -> ()
  %v6332 = arith.cmpf uge, %v4630, %v4630 : f64
  %v6333 = arith.extui %v6332 : i1 to i64
  call @printI64(%v6333) : (i64) -> ()
  %v6334 = arith.cmpf uge, %v4630, %v4632 : f64
  %v6335 = arith.extui %v6334 : i1 to i64
  call @printI64(%v6335) : (i64) -> ()
  %v6336 = arith.cmpf uge, %v4630, %v4634 : f64
  %v6337 = arith.extui %v6336 : i1 to i64
  call @printI64(%v6337) : (i64) -> ()
  %v6338 = arith.cmpf uge, %v4630, %v4636 : f64
  %v6339 = arith.extui %v6338 : i1 to i64
  call @printI64(%v6339) : (i64) -> ()
  %v6340 = arith.cmpf uge, %v4631, %v4627 : f64
  %v6341 = arith.extui %v6340 : i1 to i64
  call @printI64(%v6341) : (i64) -> ()
  %v6342 = arith.cmpf uge, %v4631, %v4629 : f64
  %v6343 = arith.extui %v6342 : i1 to i64
  call @printI64(%v6343) : (i64) -> ()
  %v6344 = arith.cmpf uge, %v4631, %v4631 : f64
  %v6345 = arith.extui %v6344 : i1 to i64
  call @printI64(%v6345) : (i64) -> ()
  %v6346 = arith.cmpf uge, %v4631, %v4633 : f64
  %v6347 = arith.extui %v6346 : i1 to i64
  call @printI64(%v6347) : (i64) -> ()
  %v6348 = arith.cmpf uge, %v4631, %v4635 : f64
  %v6349 = arith.extui %v6348 : i1 to i64
  call @printI64(%v6349) : (i64) -> ()
  %v6350 = arith.cmpf uge, %v4632, %v4626 : f64
  %v6351 = arith.extui %v6350 : i1 to i64
  call @printI64(%v6351) : (i64) -> ()
  %v6352 = arith.cmpf uge, %v4632, %v4628 : f64
  %v6353 = arith.extui %v6352 : i1 to i64
  call @printI64(%v6353) : (i64) -> ()
  %v6354 = arith.cmpf uge, %v4632, %v4630 : f64
  %v6355 = arith.extui %v6354 : i1 to i64
  call @printI64(%v6355) : (i64) -> ()
  %v6356 = arith.cmpf uge, %v4632, %v4632 : f64
  %v6357 = arith.extui %v6356 : i1 to i64
  call @printI64(%v6357) : (i64) -> ()
  %v6358 = arith.cmpf uge, %v4632, %v4634 : f64
  %v6359 = arith.extui %v6358 : i1 to i64
  call @printI64(%v6359) : (i64) -> ()
  %v6360 = arith.cmpf uge, %v4632, %v4636 : f64
  %v6361 = arith.extui %v6360 : i1 to i64
  call @printI64(%v6361) : (i64) -> ()
  %v6362 = arith.cmpf uge, %v4633, %v4627 : f64
  %v6363 = arith.extui %v6362 : i1 to i64
  call @printI64(%v6363) : (i64) -> ()
  %v6364 = arith.cmpf uge, %v4633, %v4629 : f64
  %v6365 = arith.extui %v6364 : i1 to i64
  call @printI64(%v6365) : (i64) -> ()
  %v6366 = arith.cmpf uge, %v4633, %v4631 : f64
  %v6367 = arith.extui %v6366 : i1 to i64
  call @printI64(%v6367) : (i64) -> ()
  %v6368 = arith.cmpf uge, %v4633, %v4633 : f64
  %v6369 = arith.extui %v6368 : i1 to i64
  call @printI64(%v6369) : (i64) -> ()
  %v6370 = arith.cmpf uge, %v4633, %v4635 : f64
  %v6371 = arith.extui %v6370 : i1 to i64
  call @printI64(%v6371) : (i64) -> ()
  %v6372 = arith.cmpf uge, %v4634, %v4626 : f64
  %v6373 = arith.extui %v6372 : i1 to i64
  call @printI64(%v6373) : (i64) -> ()
  %v6374 = arith.cmpf uge, %v4634, %v4628 : f64
  %v6375 = arith.extui %v6374 : i1 to i64
  call @printI64(%v6375) : (i64) -> ()
  %v6376 = arith.cmpf uge, %v4634, %v4630 : f64
  %v6377 = arith.extui %v6376 : i1 to i64
  call @printI64(%v6377) : (i64) -> ()
  %v6378 = arith.cmpf uge, %v4634, %v4632 : f64
  %v6379 = arith.extui %v6378 : i1 to i64
  call @printI64(%v6379) : (i64) -> ()
  %v6380 = arith.cmpf uge, %v4634, %v4634 : f64
  %v6381 = arith.extui %v6380 : i1 to i64
  call @printI64(%v6381) : (i64) -> ()
  %v6382 = arith.cmpf uge, %v4634, %v4636 : f64
  %v6383 = arith.extui %v6382 : i1 to i64
  call @printI64(%v6383) : (i64) -> ()
  %v6384 = arith.cmpf uge, %v4635, %v4627 : f64
  %v6385 = arith.extui %v6384 : i1 to i64
  call @printI64(%v6385) : (i64) -> ()
  %v6386 = arith.cmpf uge, %v4635, %v4629 : f64
  %v6387 = arith.extui %v6386 : i1 to i64
  call @printI64(%v6387) : (i64) -> ()
  %v6388 = arith.cmpf uge, %v4635, %v4631 : f64
  %v6389 = arith.extui %v6388 : i1 to i64
  call @printI64(%v6389) : (i64) -> ()
  %v6390 = arith.cmpf uge, %v4635, %v4633 : f64
  %v6391 = arith.extui %v6390 : i1 to i64
  call @printI64(%v6391) : (i64) -> ()
  %v6392 = arith.cmpf uge, %v4635, %v4635 : f64
  %v6393 = arith.extui %v6392 : i1 to i64
  call @printI64(%v6393) : (i64) -> ()
  %v6394 = arith.cmpf uge, %v4636, %v4626 : f64
  %v6395 = arith.extui %v6394 : i1 to i64
  call @printI64(%v6395) : (i64) -> ()
  %v6396 = arith.cmpf uge, %v4636, %v4628 : f64
  %v6397 = arith.extui %v6396 : i1 to i64
  call @printI64(%v6397) : (i64) -> ()
  %v6398 = arith.cmpf uge, %v4636, %v4630 : f64
  %v6399 = arith.extui %v6398 : i1 to i64
  call @printI64(%v6399) : (i64) -> ()
  %v6400 = arith.cmpf uge, %v4636, %v4632 : f64
  %v6401 = arith.extui %v6400 : i1 to i64
  call @printI64(%v6401) : (i64) -> ()
  %v6402 = arith.cmpf uge, %v4636, %v4634 : f64
  %v6403 = arith.extui %v6402 : i1 to i64
  call @printI64(%v6403) : (i64) -> ()
  %v6404 = arith.cmpf uge, %v4636, %v4636 : f64
  %v6405 = arith.extui %v6404 : i1 to i64
  call @printI64(%v6405) : (i64) -> ()
  call @printNewline() : () -> ()
  %v6406 = arith.cmpf ult, %v4626, %v4626 : f64
  %v6407 = arith.extui %v6406 : i1 to i64
  call @printI64(%v6407) : (i64) -> ()
  %v6408 = arith.cmpf ult, %v4626, %v4628 : f64
  %v6409 = arith.extui %v6408 : i1 to i64
  call @printI64(%v6409) : (i64) -> ()
  %v6410 = arith.cmpf ult, %v4626, %v4630 : f64
  %v6411 = arith.extui %v6410 : i1 to i64
  call @printI64(%v6411) : (i64) -> ()
  %v6412 = arith.cmpf ult, %v4626, %v4632 : f64
  %v6413 = arith.extui %v6412 : i1 to i64
  call @printI64(%v6413) : (i64) -> ()
  %v6414 = arith.cmpf ult, %v4626, %v4634 : f64
  %v6415 = arith.extui %v6414 : i1 to i64
  call @printI64(%v6415) : (i64) -> ()
  %v6416 = arith.cmpf ult, %v4626, %v4636 : f64
  %v6417 = arith.extui %v6416 : i1 to i64
  call @printI64(%v6417) : (i64) -> ()
  %v6418 = arith.cmpf ult, %v4627, %v4627 : f64
  %v6419 = arith.extui %v6418 : i1 to i64
  call @printI64(%v6419) : (i64) -> ()
  %v6420 = arith.cmpf ult, %v4627, %v4629 : f64
  %v6421 = arith.extui %v6420 : i1 to i64
  call @printI64(%v6421) : (i64) -> ()
  %v6422 = arith.cmpf ult, %v4627, %v4631 : f64
  %v6423 = arith.extui %v6422 : i1 to i64
  call @printI64(%v6423) : (i64) -> ()
  %v6424 = arith.cmpf ult, %v4627, %v4633 : f64
  %v6425 = arith.extui %v6424 : i1 to i64
  call @printI64(%v6425) : (i64) -> ()
  %v6426 = arith.cmpf ult, %v4627, %v4635 : f64
  %v6427 = arith.extui %v6426 : i1 to i64
  call @printI64(%v6427) : (i64) -> ()
  %v6428 = arith.cmpf ult, %v4628, %v4626 : f64
  %v6429 = arith.extui %v6428 : i1 to i64
  call @printI64(%v6429) : (i64) -> ()
  %v6430 = arith.cmpf ult, %v4628, %v4628 : f64
  %v6431 = arith.extui %v6430 : i1 to i64
  call @printI64(%v6431) : (i64) -> ()
  %v6432 = arith.cmpf ult, %v4628, %v4630 : f64
  %v6433 = arith.extui %v6432 : i1 to i64
  call @printI64(%v6433) : (i64) -> ()
  %v6434 = arith.cmpf ult, %v4628, %v4632 : f64
  %v6435 = arith.extui %v6434 : i1 to i64
  call @printI64(%v6435) : (i64) -> ()
  %v6436 = arith.cmpf ult, %v4628, %v4634 : f64
  %v6437 = arith.extui %v6436 : i1 to i64
  call @printI64(%v6437) : (i64) -> ()
  %v6438 = arith.cmpf ult, %v4628, %v4636 : f64
  %v6439 = arith.extui %v6438 : i1 to i64
  call @printI64(%v6439) : (i64) -> ()
  %v6440 = arith.cmpf ult, %v4629, %v4627 : f64
  %v6441 = arith.extui %v6440 : i1 to i64
  call @printI64(%v6441) : (i64) -> ()
  %v6442 = arith.cmpf ult, %v4629, %v4629 : f64
  %v6443 = arith.extui %v6442 : i1 to i64
  call @printI64(%v6443) : (i64) -> ()
  %v6444 = arith.cmpf ult, %v4629, %v4631 : f64
  %v6445 = arith.extui %v6444 : i1 to i64
  call @printI64(%v6445) : (i64) -> ()
  %v6446 = arith.cmpf ult, %v4629, %v4633 : f64
  %v6447 = arith.extui %v6446 : i1 to i64
  call @printI64(%v6447) : (i64) -> ()
  %v6448 = arith.cmpf ult, %v4629, %v4635 : f64
  %v6449 = arith.extui %v6448 : i1 to i64
  call @printI64(%v6449) : (i64) -> ()
  %v6450 = arith.cmpf ult, %v4630, %v4626 : f64
  %v6451 = arith.extui %v6450 : i1 to i64
  call @printI64(%v6451) : (i64) -> ()
  %v6452 = arith.cmpf ult, %v4630, %v4628 : f64
  %v6453 = arith.extui %v6452 : i1 to i64
  call @printI64(%v6453) : (i64) -> ()
  %v6454 = arith.cmpf ult, %v4630, %v4630 : f64
  %v6455 = arith.extui %v6454 : i1 to i64
  call @printI64(%v6455) : (i64) -> ()
  %v6456 = arith.cmpf ult, %v4630, %v4632 : f64
  %v6457 = arith.extui %v6456 : i1 to i64
  call @printI64(%v6457) : (i64) -> ()
  %v6458 = arith.cmpf ult, %v4630, %v4634 : f64
  %v6459 = arith.extui %v6458 : i1 to i64
  call @printI64(%v6459) : (i64) -> ()
  %v6460 = arith.cmpf ult, %v4630, %v4636 : f64
  %v6461 = arith.extui %v6460 : i1 to i64
  call @printI64(%v6461) : (i64) -> ()
  %v6462 = arith.cmpf ult, %v4631, %v4627 : f64
  %v6463 = arith.extui %v6462 : i1 to i64
  call @printI64(%v6463) : (i64) -> ()
  %v6464 = arith.cmpf ult, %v4631, %v4629 : f64
  %v6465 = arith.extui %v6464 : i1 to i64
  call @printI64(%v6465) : (i64) -> ()
  %v6466 = arith.cmpf ult, %v4631, %v4631 : f64
  %v6467 = arith.extui %v6466 : i1 to i64
  call @printI64(%v6467) : (i64) -> ()
  %v6468 = arith.cmpf ult, %v4631, %v4633 : f64
  %v6469 = arith.extui %v6468 : i1 to i64
  call @printI64(%v6469) : (i64) -> ()
  %v6470 = arith.cmpf ult, %v4631, %v4635 : f64
  %v6471 = arith.extui %v6470 : i1 to i64
  call @printI64(%v6471) : (i64) -> ()
  %v6472 = arith.cmpf ult, %v4632, %v4626 : f64
  %v6473 = arith.extui %v6472 : i1 to i64
  call @printI64(%v6473) : (i64) -> ()
  %v6474 = arith.cmpf ult, %v4632, %v4628 : f64
  %v6475 = arith.extui %v6474 : i1 to i64
  call @printI64(%v6475) : (i64) -> ()
  %v6476 = arith.cmpf ult, %v4632, %v4630 : f64
  %v6477 = arith.extui %v6476 : i1 to i64
  call @printI64(%v6477) : (i64) -> ()
  %v6478 = arith.cmpf ult, %v4632, %v4632 : f64
  %v6479 = arith.extui %v6478 : i1 to i64
  call @printI64(%v6479) : (i64) -> ()
  %v6480 = arith.cmpf ult, %v4632, %v4634 : f64
  %v6481 = arith.extui %v6480 : i1 to i64
  call @printI64(%v6481) : (i64) -> ()
  %v6482 = arith.cmpf ult, %v4632, %v4636 : f64
  %v6483 = arith.extui %v6482 : i1 to i64
  call @printI64(%v6483) : (i64) -> ()
  %v6484 = arith.cmpf ult, %v4633, %v4627 : f64
  %v6485 = arith.extui %v6484 : i1 to i64
  call @printI64(%v6485) : (i64) -> ()
  %v6486 = arith.cmpf ult, %v4633, %v4629 : f64
  %v6487 = arith.extui %v6486 : i1 to i64
  call @printI64(%v6487) : (i64) -> ()
  %v6488 = arith.cmpf ult, %v4633, %v4631 : f64
  %v6489 = arith.extui %v6488 : i1 to i64
  call @printI64(%v6489) : (i64) -> ()
  %v6490 = arith.cmpf ult, %v4633, %v4633 : f64
  %v6491 = arith.extui %v6490 : i1 to i64
  call @printI64(%v6491) : (i64) -> ()
  %v6492 = arith.cmpf ult, %v4633, %v4635 : f64
  %v6493 = arith.extui %v6492 : i1 to i64
  call @printI64(%v6493) : (i64) -> ()
  %v6494 = arith.cmpf ult, %v4634, %v4626 : f64
  %v6495 = arith.extui %v6494 : i1 to i64
  call @printI64(%v6495) : (i64) -> ()
  %v6496 = arith.cmpf ult, %v4634, %v4628 : f64
  %v6497 = arith.extui %v6496 : i1 to i64
  call @printI64(%v6497) : (i64) -> ()
  %v6498 = arith.cmpf ult, %v4634, %v4630 : f64
  %v6499 = arith.extui %v6498 : i1 to i64
  call @printI64(%v6499) : (i64) -> ()
  %v6500 = arith.cmpf ult, %v4634, %v4632 : f64
  %v6501 = arith.extui %v6500 : i1 to i64
  call @printI64(%v6501) : (i64) -> ()
  %v6502 = arith.cmpf ult, %v4634, %v4634 : f64
  %v6503 = arith.extui %v6502 : i1 to i64
  call @printI64(%v6503) : (i64) -> ()
  %v6504 = arith.cmpf ult, %v4634, %v4636 : f64
  %v6505 = arith.extui %v6504 : i1 to i64
  call @printI64(%v6505) : (i64) -> ()
  %v6506 = arith.cmpf ult, %v4635, %v4627 : f64
  %v6507 = arith.extui %v6506 : i1 to i64
  call @printI64(%v6507) : (i64) -> ()
  %v6508 = arith.cmpf ult, %v4635, %v4629 : f64
  %v6509 = arith.extui %v6508 : i1 to i64
  call @printI64(%v6509) : (i64) -> ()
  %v6510 = arith.cmpf ult, %v4635, %v4631 : f64
  %v6511 = arith.extui %v6510 : i1 to i64
  call @printI64(%v6511) : (i64) -> ()
  %v6512 = arith.cmpf ult, %v4635, %v4633 : f64
  %v6513 = arith.extui %v6512 : i1 to i64
  call @printI64(%v6513) : (i64) -> ()
  %v6514 = arith.cmpf ult, %v4635, %v4635 : f64
  %v6515 = arith.extui %v6514 : i1 to i64
  call @printI64(%v6515) : (i64) -> ()
  %v6516 = arith.cmpf ult, %v4636, %v4626 : f64
  %v6517 = arith.extui %v6516 : i1 to i64
  call @printI64(%v6517) : (i64) -> ()
  %v6518 = arith.cmpf ult, %v4636, %v4628 : f64
  %v6519 = arith.extui %v6518 : i1 to i64
  call @printI64(%v6519) : (i64) -> ()
  %v6520 = arith.cmpf ult, %v4636, %v4630 : f64
  %v6521 = arith.extui %v6520 : i1 to i64
  call @printI64(%v6521) : (i64) -> ()
  %v6522 = arith.cmpf ult, %v4636, %v4632 : f64
  %v6523 = arith.extui %v6522 : i1 to i64
  call @printI64(%v6523) : (i64) -> ()
  %v6524 = arith.cmpf ult, %v4636, %v4634 : f64
  %v6525 = arith.extui %v6524 : i1 to i64
  call @printI64(%v6525) : (i64) -> ()
  %v6526 = arith.cmpf ult, %v4636, %v4636 : f64
  %v6527 = arith.extui %v6526 : i1 to i64
  call @printI64(%v6527) : (i64) -> ()
  call @printNewline() : () -> ()
  %v6528 = arith.cmpf ule, %v4626, %v4626 : f64
  %v6529 = arith.extui %v6528 : i1 to i64
  call @printI64(%v6529) : (i64) -> ()
  %v6530 = arith.cmpf ule, %v4626, %v4628 : f64
  %v6531 = arith.extui %v6530 : i1 to i64
  call @printI64(%v6531) : (i64) -> ()
  %v6532 = arith.cmpf ule, %v4626, %v4630 : f64
  %v6533 = arith.extui %v6532 : i1 to i64
  call @printI64(%v6533) : (i64) -> ()
  %v6534 = arith.cmpf ule, %v4626, %v4632 : f64
  %v6535 = arith.extui %v6534 : i1 to i64
  call @printI64(%v6535) : (i64) -> ()
  %v6536 = arith.cmpf ule, %v4626, %v4634 : f64
  %v6537 = arith.extui %v6536 : i1 to i64
  call @printI64(%v6537) : (i64) -> ()
  %v6538 = arith.cmpf ule, %v4626, %v4636 : f64
  %v6539 = arith.extui %v6538 : i1 to i64
  call @printI64(%v6539) : (i64) -> ()
  %v6540 = arith.cmpf ule, %v4627, %v4627 : f64
  %v6541 = arith.extui %v6540 : i1 to i64
  call @printI64(%v6541) : (i64) -> ()
  %v6542 = arith.cmpf ule, %v4627, %v4629 : f64
  %v6543 = arith.extui %v6542 : i1 to i64
  call @printI64(%v6543) : (i64) -> ()
  %v6544 = arith.cmpf ule, %v4627, %v4631 : f64
  %v6545 = arith.extui %v6544 : i1 to i64
  call @printI64(%v6545) : (i64) -> ()
  %v6546 = arith.cmpf ule, %v4627, %v4633 : f64
  %v6547 = arith.extui %v6546 : i1 to i64
  call @printI64(%v6547) : (i64) -> ()
  %v6548 = arith.cmpf ule, %v4627, %v4635 : f64
  %v6549 = arith.extui %v6548 : i1 to i64
  call @printI64(%v6549) : (i64) -> ()
  %v6550 = arith.cmpf ule, %v4628, %v4626 : f64
  %v6551 = arith.extui %v6550 : i1 to i64
  call @printI64(%v6551) : (i64) -> ()
  %v6552 = arith.cmpf ule, %v4628, %v4628 : f64
  %v6553 = arith.extui %v6552 : i1 to i64
  call @printI64(%v6553) : (i64) -> ()
  %v6554 = arith.cmpf ule, %v4628, %v4630 : f64
  %v6555 = arith.extui %v6554 : i1 to i64
  call @printI64(%v6555) : (i64) -> ()
  %v6556 = arith.cmpf ule, %v4628, %v4632 : f64
  %v6557 = arith.extui %v6556 : i1 to i64
  call @printI64(%v6557) : (i64) -> ()
  %v6558 = arith.cmpf ule, %v4628, %v4634 : f64
  %v6559 = arith.extui %v6558 : i1 to i64
  call @printI64(%v6559) : (i64) -> ()
  %v6560 = arith.cmpf ule, %v4628, %v4636 : f64
  %v6561 = arith.extui %v6560 : i1 to i64
  call @printI64(%v6561) : (i64) -> ()
  %v6562 = arith.cmpf ule, %v4629, %v4627 : f64
  %v6563 = arith.extui %v6562 : i1 to i64
  call @printI64(%v6563) : (i64) -> ()
  %v6564 = arith.cmpf ule, %v4629, %v4629 : f64
  %v6565 = arith.extui %v6564 : i1 to i64
  call @printI64(%v6565) : (i64) -> ()
  %v6566 = arith.cmpf ule, %v4629, %v4631 : f64
  %v6567 = arith.extui %v6566 : i1 to i64
  call @printI64(%v6567) : (i64) -> ()
  %v6568 = arith.cmpf ule, %v4629, %v4633 : f64
  %v6569 = arith.extui %v6568 : i1 to i64
  call @printI64(%v6569) : (i64) -> ()
  %v6570 = arith.cmpf ule, %v4629, %v4635 : f64
  %v6571 = arith.extui %v6570 : i1 to i64
  call @printI64(%v6571) : (i64) -> ()
  %v6572 = arith.cmpf ule, %v4630, %v4626 : f64
  %v6573 = arith.extui %v6572 : i1 to i64
  call @printI64(%v6573) : (i64) -> ()
  %v6574 = arith.cmpf ule, %v4630, %v4628 : f64
  %v6575 = arith.extui %v6574 : i1 to i64
  call @printI64(%v6575) : (i64) -> ()
  %v6576 = arith.cmpf ule, %v4630, %v4630 : f64
  %v6577 = arith.extui %v6576 : i1 to i64
  call @printI64(%v6577) : (i64) -> ()
  %v6578 = arith.cmpf ule, %v4630, %v4632 : f64
  %v6579 = arith.extui %v6578 : i1 to i64
  call @printI64(%v6579) : (i64) -> ()
  %v6580 = arith.cmpf ule, %v4630, %v4634 : f64
  %v6581 = arith.extui %v6580 : i1 to i64
  call @printI64(%v6581) : (i64) -> ()
  %v6582 = arith.cmpf ule, %v4630, %v4636 : f64
  %v6583 = arith.extui %v6582 : i1 to i64
  call @printI64(%v6583) : (i64) -> ()
  %v6584 = arith.cmpf ule, %v4631, %v4627 : f64
  %v6585 = arith.extui %v6584 : i1 to i64
  call @printI64(%v6585) : (i64) -> ()
  %v6586 = arith.cmpf ule, %v4631, %v4629 : f64
  %v6587 = arith.extui %v6586 : i1 to i64
  call @printI64(%v6587) : (i64) -> ()
  %v6588 = arith.cmpf ule, %v4631, %v4631 : f64
  %v6589 = arith.extui %v6588 : i1 to i64
  call @printI64(%v6589) : (i64) -> ()
  %v6590 = arith.cmpf ule, %v4631, %v4633 : f64
  %v6591 = arith.extui %v6590 : i1 to i64
  call @printI64(%v6591) : (i64) -> ()
  %v6592 = arith.cmpf ule, %v4631, %v4635 : f64
  %v6593 = arith.extui %v6592 : i1 to i64
  call @printI64(%v6593) : (i64) -> ()
  %v6594 = arith.cmpf ule, %v4632, %v4626 : f64
  %v6595 = arith.extui %v6594 : i1 to i64
  call @printI64(%v6595) : (i64) -> ()
  %v6596 = arith.cmpf ule, %v4632, %v4628 : f64
  %v6597 = arith.extui %v6596 : i1 to i64
  call @printI64(%v6597) : (i64) -> ()
  %v6598 = arith.cmpf ule, %v4632, %v4630 : f64
  %v6599 = arith.extui %v6598 : i1 to i64
  call @printI64(%v6599) : (i64) -> ()
  %v6600 = arith.cmpf ule, %v4632, %v4632 : f64
  %v6601 = arith.extui %v6600 : i1 to i64
  call @printI64(%v6601) : (i64) -> ()
  %v6602 = arith.cmpf ule, %v4632, %v4634 : f64
  %v6603 = arith.extui %v6602 : i1 to i64
  call @printI64(%v6603) : (i64) -> ()
  %v6604 = arith.cmpf ule, %v4632, %v4636 : f64
  %v6605 = arith.extui %v6604 : i1 to i64
  call @printI64(%v6605) : (i64) -> ()
  %v6606 = arith.cmpf ule, %v4633, %v4627 : f64
  %v6607 = arith.extui %v6606 : i1 to i64
  call @printI64(%v6607) : (i64) -> ()
  %v6608 = arith.cmpf ule, %v4633, %v4629 : f64
  %v6609 = arith.extui %v6608 : i1 to i64
  call @printI64(%v6609) : (i64) -> ()
  %v6610 = arith.cmpf ule, %v4633, %v4631 : f64
  %v6611 = arith.extui %v6610 : i1 to i64
  call @printI64(%v6611) : (i64) -> ()
  %v6612 = arith.cmpf ule, %v4633, %v4633 : f64
  %v6613 = arith.extui %v6612 : i1 to i64
  call @printI64(%v6613) : (i64) -> ()
  %v6614 = arith.cmpf ule, %v4633, %v4635 : f64
  %v6615 = arith.extui %v6614 : i1 to i64
  call @printI64(%v6615) : (i64) -> ()
  %v6616 = arith.cmpf ule, %v4634, %v4626 : f64
  %v6617 = arith.extui %v6616 : i1 to i64
  call @printI64(%v6617) : (i64) -> ()
  %v6618 = arith.cmpf ule, %v4634, %v4628 : f64
  %v6619 = arith.extui %v6618 : i1 to i64
  call @printI64(%v6619) : (i64) -> ()
  %v6620 = arith.cmpf ule, %v4634, %v4630 : f64
  %v6621 = arith.extui %v6620 : i1 to i64
  call @printI64(%v6621) : (i64) -> ()
  %v6622 = arith.cmpf ule, %v4634, %v4632 : f64
  %v6623 = arith.extui %v6622 : i1 to i64
  call @printI64(%v6623) : (i64) -> ()
  %v6624 = arith.cmpf ule, %v4634, %v4634 : f64
  %v6625 = arith.extui %v6624 : i1 to i64
  call @printI64(%v6625) : (i64) -> ()
  %v6626 = arith.cmpf ule, %v4634, %v4636 : f64
  %v6627 = arith.extui %v6626 : i1 to i64
  call @printI64(%v6627) : (i64) -> ()
  %v6628 = arith.cmpf ule, %v4635, %v4627 : f64
  %v6629 = arith.extui %v6628 : i1 to i64
  call @printI64(%v6629) : (i64) -> ()
  %v6630 = arith.cmpf ule, %v4635, %v4629 : f64
  %v6631 = arith.extui %v6630 : i1 to i64
  call @printI64(%v6631) : (i64) -> ()
  %v6632 = arith.cmpf ule, %v4635, %v4631 : f64
  %v6633 = arith.extui %v6632 : i1 to i64
  call @printI64(%v6633) : (i64) -> ()
  %v6634 = arith.cmpf ule, %v4635, %v4633 : f64
  %v6635 = arith.extui %v6634 : i1 to i64
  call @printI64(%v6635) : (i64) -> ()
  %v6636 = arith.cmpf ule, %v4635, %v4635 : f64
  %v6637 = arith.extui %v6636 : i1 to i64
  call @printI64(%v6637) : (i64) -> ()
  %v6638 = arith.cmpf ule, %v4636, %v4626 : f64
  %v6639 = arith.extui %v6638 : i1 to i64
  call @printI64(%v6639) : (i64) -> ()
  %v6640 = arith.cmpf ule, %v4636, %v4628 : f64
  %v6641 = arith.extui %v6640 : i1 to i64
  call @printI64(%v6641) : (i64) -> ()
  %v6642 = arith.cmpf ule, %v4636, %v4630 : f64
  %v6643 = arith.extui %v6642 : i1 to i64
  call @printI64(%v6643) : (i64) -> ()
  %v6644 = arith.cmpf ule, %v4636, %v4632 : f64
  %v6645 = arith.extui %v6644 : i1 to i64
  call @printI64(%v6645) : (i64) -> ()
  %v6646 = arith.cmpf ule, %v4636, %v4634 : f64
  %v6647 = arith.extui %v6646 : i1 to i64
  call @printI64(%v6647) : (i64) -> ()
  %v6648 = arith.cmpf ule, %v4636, %v4636 : f64
  %v6649 = arith.extui %v6648 : i1 to i64
  call @printI64(%v6649) : (i64) -> ()
  call @printNewline() : () -> ()
  %v6650 = arith.cmpf une, %v4626, %v4626 : f64
  %v6651 = arith.extui %v6650 : i1 to i64
  call @printI64(%v6651) : (i64) -> ()
  %v6652 = arith.cmpf une, %v4626, %v4628 : f64
  %v6653 = arith.extui %v6652 : i1 to i64
  call @printI64(%v6653) : (i64) -> ()
  %v6654 = arith.cmpf une, %v4626, %v4630 : f64
  %v6655 = arith.extui %v6654 : i1 to i64
  call @printI64(%v6655) : (i64) -> ()
  %v6656 = arith.cmpf une, %v4626, %v4632 : f64
  %v6657 = arith.extui %v6656 : i1 to i64
  call @printI64(%v6657) : (i64) -> ()
  %v6658 = arith.cmpf une, %v4626, %v4634 : f64
  %v6659 = arith.extui %v6658 : i1 to i64
  call @printI64(%v6659) : (i64) -> ()
  %v6660 = arith.cmpf une, %v4626, %v4636 : f64
  %v6661 = arith.extui %v6660 : i1 to i64
  call @printI64(%v6661) : (i64) -> ()
  %v6662 = arith.cmpf une, %v4627, %v4627 : f64
  %v6663 = arith.extui %v6662 : i1 to i64
  call @printI64(%v6663) : (i64) -> ()
  %v6664 = arith.cmpf une, %v4627, %v4629 : f64
  %v6665 = arith.extui %v6664 : i1 to i64
  call @printI64(%v6665) : (i64) -> ()
  %v6666 = arith.cmpf une, %v4627, %v4631 : f64
  %v6667 = arith.extui %v6666 : i1 to i64
  call @printI64(%v6667) : (i64) -> ()
  %v6668 = arith.cmpf une, %v4627, %v4633 : f64
  %v6669 = arith.extui %v6668 : i1 to i64
  call @printI64(%v6669) : (i64) -> ()
  %v6670 = arith.cmpf une, %v4627, %v4635 : f64
  %v6671 = arith.extui %v6670 : i1 to i64
  call @printI64(%v6671) : (i64) -> ()
  %v6672 = arith.cmpf une, %v4628, %v4626 : f64
  %v6673 = arith.extui %v6672 : i1 to i64
  call @printI64(%v6673) : (i64) -> ()
  %v6674 = arith.cmpf une, %v4628, %v4628 : f64
  %v6675 = arith.extui %v6674 : i1 to i64
  call @printI64(%v6675) : (i64) -> ()
  %v6676 = arith.cmpf une, %v4628, %v4630 : f64
  %v6677 = arith.extui %v6676 : i1 to i64
  call @printI64(%v6677) : (i64) -> ()
  %v6678 = arith.cmpf une, %v4628, %v4632 : f64
  %v6679 = arith.extui %v6678 : i1 to i64
  call @printI64(%v6679) : (i64) -> ()
  %v6680 = arith.cmpf une, %v4628, %v4634 : f64
  %v6681 = arith.extui %v6680 : i1 to i64
  call @printI64(%v6681) : (i64) -> ()
  %v6682 = arith.cmpf une, %v4628, %v4636 : f64
  %v6683 = arith.extui %v6682 : i1 to i64
  call @printI64(%v6683) : (i64) -> ()
  %v6684 = arith.cmpf une, %v4629, %v4627 : f64
  %v6685 = arith.extui %v6684 : i1 to i64
  call @printI64(%v6685) : (i64) -> ()
  %v6686 = arith.cmpf une, %v4629, %v4629 : f64
  %v6687 = arith.extui %v6686 : i1 to i64
  call @printI64(%v6687) : (i64) -> ()
  %v6688 = arith.cmpf une, %v4629, %v4631 : f64
  %v6689 = arith.extui %v6688 : i1 to i64
  call @printI64(%v6689) : (i64) -> ()
  %v6690 = arith.cmpf une, %v4629, %v4633 : f64
  %v6691 = arith.extui %v6690 : i1 to i64
  call @printI64(%v6691) : (i64) -> ()
  %v6692 = arith.cmpf une, %v4629, %v4635 : f64
  %v6693 = arith.extui %v6692 : i1 to i64
  call @printI64(%v6693) : (i64) -> ()
  %v6694 = arith.cmpf une, %v4630, %v4626 : f64
  %v6695 = arith.extui %v6694 : i1 to i64
  call @printI64(%v6695) : (i64) -> ()
  %v6696 = arith.cmpf une, %v4630, %v4628 : f64
  %v6697 = arith.extui %v6696 : i1 to i64
  call @printI64(%v6697) : (i64) -> ()
  %v6698 = arith.cmpf une, %v4630, %v4630 : f64
  %v6699 = arith.extui %v6698 : i1 to i64
  call @printI64(%v6699) : (i64) -> ()
  %v6700 = arith.cmpf une, %v4630, %v4632 : f64
  %v6701 = arith.extui %v6700 : i1 to i64
  call @printI64(%v6701) : (i64) -> ()
  %v6702 = arith.cmpf une, %v4630, %v4634 : f64
  %v6703 = arith.extui %v6702 : i1 to i64
  call @printI64(%v6703) : (i64) -> ()
  %v6704 = arith.cmpf une, %v4630, %v4636 : f64
  %v6705 = arith.extui %v6704 : i1 to i64
  call @printI64(%v6705) : (i64) -> ()
  %v6706 = arith.cmpf une, %v4631, %v4627 : f64
  %v6707 = arith.extui %v6706 : i1 to i64
  call @printI64(%v6707) : (i64) -> ()
  %v6708 = arith.cmpf une, %v4631, %v4629 : f64
  %v6709 = arith.extui %v6708 : i1 to i64
  call @printI64(%v6709) : (i64) -> ()
  %v6710 = arith.cmpf une, %v4631, %v4631 : f64
  %v6711 = arith.extui %v6710 : i1 to i64
  call @printI64(%v6711) : (i64) -> ()
  %v6712 = arith.cmpf une, %v4631, %v4633 : f64
  %v6713 = arith.extui %v6712 : i1 to i64
  call @printI64(%v6713) : (i64) -> ()
  %v6714 = arith.cmpf une, %v4631, %v4635 : f64
  %v6715 = arith.extui %v6714 : i1 to i64
  call @printI64(%v6715) : (i64) -> ()
  %v6716 = arith.cmpf une, %v4632, %v4626 : f64
  %v6717 = arith.extui %v6716 : i1 to i64
  call @printI64(%v6717) : (i64) -> ()
  %v6718 = arith.cmpf une, %v4632, %v4628 : f64
  %v6719 = arith.extui %v6718 : i1 to i64
  call @printI64(%v6719) : (i64) -> ()
  %v6720 = arith.cmpf une, %v4632, %v4630 : f64
  %v6721 = arith.extui %v6720 : i1 to i64
  call @printI64(%v6721) : (i64) -> ()
  %v6722 = arith.cmpf une, %v4632, %v4632 : f64
  %v6723 = arith.extui %v6722 : i1 to i64
  call @printI64(%v6723) : (i64) -> ()
  %v6724 = arith.cmpf une, %v4632, %v4634 : f64
  %v6725 = arith.extui %v6724 : i1 to i64
  call @printI64(%v6725) : (i64) -> ()
  %v6726 = arith.cmpf une, %v4632, %v4636 : f64
  %v6727 = arith.extui %v6726 : i1 to i64
  call @printI64(%v6727) : (i64) -> ()
  %v6728 = arith.cmpf une, %v4633, %v4627 : f64
  %v6729 = arith.extui %v6728 : i1 to i64
  call @printI64(%v6729) : (i64) -> ()
  %v6730 = arith.cmpf une, %v4633, %v4629 : f64
  %v6731 = arith.extui %v6730 : i1 to i64
  call @printI64(%v6731) : (i64) -> ()
  %v6732 = arith.cmpf une, %v4633, %v4631 : f64
  %v6733 = arith.extui %v6732 : i1 to i64
  call @printI64(%v6733) : (i64) -> ()
  %v6734 = arith.cmpf une, %v4633, %v4633 : f64
  %v6735 = arith.extui %v6734 : i1 to i64
  call @printI64(%v6735) : (i64) -> ()
  %v6736 = arith.cmpf une, %v4633, %v4635 : f64
  %v6737 = arith.extui %v6736 : i1 to i64
  call @printI64(%v6737) : (i64) -> ()
  %v6738 = arith.cmpf une, %v4634, %v4626 : f64
  %v6739 = arith.extui %v6738 : i1 to i64
  call @printI64(%v6739) : (i64) -> ()
  %v6740 = arith.cmpf une, %v4634, %v4628 : f64
  %v6741 = arith.extui %v6740 : i1 to i64
  call @printI64(%v6741) : (i64) -> ()
  %v6742 = arith.cmpf une, %v4634, %v4630 : f64
  %v6743 = arith.extui %v6742 : i1 to i64
  call @printI64(%v6743) : (i64) -> ()
  %v6744 = arith.cmpf une, %v4634, %v4632 : f64
  %v6745 = arith.extui %v6744 : i1 to i64
  call @printI64(%v6745) : (i64) -> ()
  %v6746 = arith.cmpf une, %v4634, %v4634 : f64
  %v6747 = arith.extui %v6746 : i1 to i64
  call @printI64(%v6747) : (i64) -> ()
  %v6748 = arith.cmpf une, %v4634, %v4636 : f64
  %v6749 = arith.extui %v6748 : i1 to i64
  call @printI64(%v6749) : (i64) -> ()
  %v6750 = arith.cmpf une, %v4635, %v4627 : f64
  %v6751 = arith.extui %v6750 : i1 to i64
  call @printI64(%v6751) : (i64) -> ()
  %v6752 = arith.cmpf une, %v4635, %v4629 : f64
  %v6753 = arith.extui %v6752 : i1 to i64
  call @printI64(%v6753) : (i64) -> ()
  %v6754 = arith.cmpf une, %v4635, %v4631 : f64
  %v6755 = arith.extui %v6754 : i1 to i64
  call @printI64(%v6755) : (i64) -> ()
  %v6756 = arith.cmpf une, %v4635, %v4633 : f64
  %v6757 = arith.extui %v6756 : i1 to i64
  call @printI64(%v6757) : (i64) -> ()
  %v6758 = arith.cmpf une, %v4635, %v4635 : f64
  %v6759 = arith.extui %v6758 : i1 to i64
  call @printI64(%v6759) : (i64) -> ()
  %v6760 = arith.cmpf une, %v4636, %v4626 : f64
  %v6761 = arith.extui %v6760 : i1 to i64
  call @printI64(%v6761) : (i64) -> ()
  %v6762 = arith.cmpf une, %v4636, %v4628 : f64
  %v6763 = arith.extui %v6762 : i1 to i64
  call @printI64(%v6763) : (i64) -> ()
  %v6764 = arith.cmpf une, %v4636, %v4630 : f64
  %v6765 = arith.extui %v6764 : i1 to i64
  call @printI64(%v6765) : (i64) -> ()
  %v6766 = arith.cmpf une, %v4636, %v4632 : f64
  %v6767 = arith.extui %v6766 : i1 to i64
  call @printI64(%v6767) : (i64) -> ()
  %v6768 = arith.cmpf une, %v4636, %v4634 : f64
  %v6769 = arith.extui %v6768 : i1 to i64
  call @printI64(%v6769) : (i64) -> ()
  %v6770 = arith.cmpf une, %v4636, %v4636 : f64
  %v6771 = arith.extui %v6770 : i1 to i64
  call @printI64(%v6771) : (i64) -> ()
  call @printNewline() : () -> ()
  %v6772 = arith.cmpf uno, %v4626, %v4626 : f64
  %v6773 = arith.extui %v6772 : i1 to i64
  call @printI64(%v6773) : (i64) -> ()
  %v6774 = arith.cmpf uno, %v4626, %v4628 : f64
  %v6775 = arith.extui %v6774 : i1 to i64
  call @printI64(%v6775) : (i64) -> ()
  %v6776 = arith.cmpf uno, %v4626, %v4630 : f64
  %v6777 = arith.extui %v6776 : i1 to i64
  call @printI64(%v6777) : (i64) -> ()
  %v6778 = arith.cmpf uno, %v4626, %v4632 : f64
  %v6779 = arith.extui %v6778 : i1 to i64
  call @printI64(%v6779) : (i64) -> ()
  %v6780 = arith.cmpf uno, %v4626, %v4634 : f64
  %v6781 = arith.extui %v6780 : i1 to i64
  call @printI64(%v6781) : (i64) -> ()
  %v6782 = arith.cmpf uno, %v4626, %v4636 : f64
  %v6783 = arith.extui %v6782 : i1 to i64
  call @printI64(%v6783) : (i64) -> ()
  %v6784 = arith.cmpf uno, %v4627, %v4627 : f64
  %v6785 = arith.extui %v6784 : i1 to i64
  call @printI64(%v6785) : (i64) -> ()
  %v6786 = arith.cmpf uno, %v4627, %v4629 : f64
  %v6787 = arith.extui %v6786 : i1 to i64
  call @printI64(%v6787) : (i64) -> ()
  %v6788 = arith.cmpf uno, %v4627, %v4631 : f64
  %v6789 = arith.extui %v6788 : i1 to i64
  call @printI64(%v6789) : (i64) -> ()
  %v6790 = arith.cmpf uno, %v4627, %v4633 : f64
  %v6791 = arith.extui %v6790 : i1 to i64
  call @printI64(%v6791) : (i64) -> ()
  %v6792 = arith.cmpf uno, %v4627, %v4635 : f64
  %v6793 = arith.extui %v6792 : i1 to i64
  call @printI64(%v6793) : (i64) -> ()
  %v6794 = arith.cmpf uno, %v4628, %v4626 : f64
  %v6795 = arith.extui %v6794 : i1 to i64
  call @printI64(%v6795) : (i64) -> ()
  %v6796 = arith.cmpf uno, %v4628, %v4628 : f64
  %v6797 = arith.extui %v6796 : i1 to i64
  call @printI64(%v6797) : (i64) -> ()
  %v6798 = arith.cmpf uno, %v4628, %v4630 : f64
  %v6799 = arith.extui %v6798 : i1 to i64
  call @printI64(%v6799) : (i64) -> ()
  %v6800 = arith.cmpf uno, %v4628, %v4632 : f64
  %v6801 = arith.extui %v6800 : i1 to i64
  call @printI64(%v6801) : (i64) -> ()
  %v6802 = arith.cmpf uno, %v4628, %v4634 : f64
  %v6803 = arith.extui %v6802 : i1 to i64
  call @printI64(%v6803) : (i64) -> ()
  %v6804 = arith.cmpf uno, %v4628, %v4636 : f64
  %v6805 = arith.extui %v6804 : i1 to i64
  call @printI64(%v6805) : (i64) -> ()
  %v6806 = arith.cmpf uno, %v4629, %v4627 : f64
  %v6807 = arith.extui %v6806 : i1 to i64
  call @printI64(%v6807) : (i64) -> ()
  %v6808 = arith.cmpf uno, %v4629, %v4629 : f64
  %v6809 = arith.extui %v6808 : i1 to i64
  call @printI64(%v6809) : (i64) -> ()
  %v6810 = arith.cmpf uno, %v4629, %v4631 : f64
  %v6811 = arith.extui %v6810 : i1 to i64
  call @printI64(%v6811) : (i64) -> ()
  %v6812 = arith.cmpf uno, %v4629, %v4633 : f64
  %v6813 = arith.extui %v6812 : i1 to i64
  call @printI64(%v6813) : (i64) -> ()
  %v6814 = arith.cmpf uno, %v4629, %v4635 : f64
  %v6815 = arith.extui %v6814 : i1 to i64
  call @printI64(%v6815) : (i64) -> ()
  %v6816 = arith.cmpf uno, %v4630, %v4626 : f64
  %v6817 = arith.extui %v6816 : i1 to i64
  call @printI64(%v6817) : (i64) -> ()
  %v6818 = arith.cmpf uno, %v4630, %v4628 : f64
  %v6819 = arith.extui %v6818 : i1 to i64
  call @printI64(%v6819) : (i64) -> ()
  %v6820 = arith.cmpf uno, %v4630, %v4630 : f64
  %v6821 = arith.extui %v6820 : i1 to i64
  call @printI64(%v6821) : (i64) -> ()
  %v6822 = arith.cmpf uno, %v4630, %v4632 : f64
  %v6823 = arith.extui %v6822 : i1 to i64
  call @printI64(%v6823) : (i64) -> ()
  %v6824 = arith.cmpf uno, %v4630, %v4634 : f64
  %v6825 = arith.extui %v6824 : i1 to i64
  call @printI64(%v6825) : (i64) -> ()
  %v6826 = arith.cmpf uno, %v4630, %v4636 : f64
  %v6827 = arith.extui %v6826 : i1 to i64
  call @printI64(%v6827) : (i64) -> ()
  %v6828 = arith.cmpf uno, %v4631, %v4627 : f64
  %v6829 = arith.extui %v6828 : i1 to i64
  call @printI64(%v6829) : (i64) -> ()
  %v6830 = arith.cmpf uno, %v4631, %v4629 : f64
  %v6831 = arith.extui %v6830 : i1 to i64
  call @printI64(%v6831) : (i64) -> ()
  %v6832 = arith.cmpf uno, %v4631, %v4631 : f64
  %v6833 = arith.extui %v6832 : i1 to i64
  call @printI64(%v6833) : (i64) -> ()
  %v6834 = arith.cmpf uno, %v4631, %v4633 : f64
  %v6835 = arith.extui %v6834 : i1 to i64
  call @printI64(%v6835) : (i64) -> ()
  %v6836 = arith.cmpf uno, %v4631, %v4635 : f64
  %v6837 = arith.extui %v6836 : i1 to i64
  call @printI64(%v6837) : (i64) -> ()
  %v6838 = arith.cmpf uno, %v4632, %v4626 : f64
  %v6839 = arith.extui %v6838 : i1 to i64
  call @printI64(%v6839) : (i64) -> ()
  %v6840 = arith.cmpf uno, %v4632, %v4628 : f64
  %v6841 = arith.extui %v6840 : i1 to i64
  call @printI64(%v6841) : (i64) -> ()
  %v6842 = arith.cmpf uno, %v4632, %v4630 : f64
  %v6843 = arith.extui %v6842 : i1 to i64
  call @printI64(%v6843) : (i64) -> ()
  %v6844 = arith.cmpf uno, %v4632, %v4632 : f64
  %v6845 = arith.extui %v6844 : i1 to i64
  call @printI64(%v6845) : (i64) -> ()
  %v6846 = arith.cmpf uno, %v4632, %v4634 : f64
  %v6847 = arith.extui %v6846 : i1 to i64
  call @printI64(%v6847) : (i64) -> ()
  %v6848 = arith.cmpf uno, %v4632, %v4636 : f64
  %v6849 = arith.extui %v6848 : i1 to i64
  call @printI64(%v6849) : (i64) -> ()
  %v6850 = arith.cmpf uno, %v4633, %v4627 : f64
  %v6851 = arith.extui %v6850 : i1 to i64
  call @printI64(%v6851) : (i64) -> ()
  %v6852 = arith.cmpf uno, %v4633, %v4629 : f64
  %v6853 = arith.extui %v6852 : i1 to i64
  call @printI64(%v6853) : (i64) -> ()
  %v6854 = arith.cmpf uno, %v4633, %v4631 : f64
  %v6855 = arith.extui %v6854 : i1 to i64
  call @printI64(%v6855) : (i64) -> ()
  %v6856 = arith.cmpf uno, %v4633, %v4633 : f64
  %v6857 = arith.extui %v6856 : i1 to i64
  call @printI64(%v6857) : (i64) -> ()
  %v6858 = arith.cmpf uno, %v4633, %v4635 : f64
  %v6859 = arith.extui %v6858 : i1 to i64
  call @printI64(%v6859) : (i64) -> ()
  %v6860 = arith.cmpf uno, %v4634, %v4626 : f64
  %v6861 = arith.extui %v6860 : i1 to i64
  call @printI64(%v6861) : (i64) -> ()
  %v6862 = arith.cmpf uno, %v4634, %v4628 : f64
  %v6863 = arith.extui %v6862 : i1 to i64
  call @printI64(%v6863) : (i64) -> ()
  %v6864 = arith.cmpf uno, %v4634, %v4630 : f64
  %v6865 = arith.extui %v6864 : i1 to i64
  call @printI64(%v6865) : (i64) -> ()
  %v6866 = arith.cmpf uno, %v4634, %v4632 : f64
  %v6867 = arith.extui %v6866 : i1 to i64
  call @printI64(%v6867) : (i64) -> ()
  %v6868 = arith.cmpf uno, %v4634, %v4634 : f64
  %v6869 = arith.extui %v6868 : i1 to i64
  call @printI64(%v6869) : (i64) -> ()
  %v6870 = arith.cmpf uno, %v4634, %v4636 : f64
  %v6871 = arith.extui %v6870 : i1 to i64
  call @printI64(%v6871) : (i64) -> ()
  %v6872 = arith.cmpf uno, %v4635, %v4627 : f64
  %v6873 = arith.extui %v6872 : i1 to i64
  call @printI64(%v6873) : (i64) -> ()
  %v6874 = arith.cmpf uno, %v4635, %v4629 : f64
  %v6875 = arith.extui %v6874 : i1 to i64
  call @printI64(%v6875) : (i64) -> ()
  %v6876 = arith.cmpf uno, %v4635, %v4631 : f64
  %v6877 = arith.extui %v6876 : i1 to i64
  call @printI64(%v6877) : (i64) -> ()
  %v6878 = arith.cmpf uno, %v4635, %v4633 : f64
  %v6879 = arith.extui %v6878 : i1 to i64
  call @printI64(%v6879) : (i64) -> ()
  %v6880 = arith.cmpf uno, %v4635, %v4635 : f64
  %v6881 = arith.extui %v6880 : i1 to i64
  call @printI64(%v6881) : (i64) -> ()
  %v6882 = arith.cmpf uno, %v4636, %v4626 : f64
  %v6883 = arith.extui %v6882 : i1 to i64
  call @printI64(%v6883) : (i64) -> ()
  %v6884 = arith.cmpf uno, %v4636, %v4628 : f64
  %v6885 = arith.extui %v6884 : i1 to i64
  call @printI64(%v6885) : (i64) -> ()
  %v6886 = arith.cmpf uno, %v4636, %v4630 : f64
  %v6887 = arith.extui %v6886 : i1 to i64
  call @printI64(%v6887) : (i64) -> ()
  %v6888 = arith.cmpf uno, %v4636, %v4632 : f64
  %v6889 = arith.extui %v6888 : i1 to i64
  call @printI64(%v6889) : (i64) -> ()
  %v6890 = arith.cmpf uno, %v4636, %v4634 : f64
  %v6891 = arith.extui %v6890 : i1 to i64
  call @printI64(%v6891) : (i64) -> ()
  %v6892 = arith.cmpf uno, %v4636, %v4636 : f64
  %v6893 = arith.extui %v6892 : i1 to i64
  call @printI64(%v6893) : (i64) -> ()
  call @printNewline() : () -> ()
  %v6894 = arith.cmpf true, %v4626, %v4626 : f64
  %v6895 = arith.extui %v6894 : i1 to i64
  call @printI64(%v6895) : (i64) -> ()
  %v6896 = arith.cmpf true, %v4626, %v4628 : f64
  %v6897 = arith.extui %v6896 : i1 to i64
  call @printI64(%v6897) : (i64) -> ()
  %v6898 = arith.cmpf true, %v4626, %v4630 : f64
  %v6899 = arith.extui %v6898 : i1 to i64
  call @printI64(%v6899) : (i64) -> ()
  %v6900 = arith.cmpf true, %v4626, %v4632 : f64
  %v6901 = arith.extui %v6900 : i1 to i64
  call @printI64(%v6901) : (i64) -> ()
  %v6902 = arith.cmpf true, %v4626, %v4634 : f64
  %v6903 = arith.extui %v6902 : i1 to i64
  call @printI64(%v6903) : (i64) -> ()
  %v6904 = arith.cmpf true, %v4626, %v4636 : f64
  %v6905 = arith.extui %v6904 : i1 to i64
  call @printI64(%v6905) : (i64) -> ()
  %v6906 = arith.cmpf true, %v4627, %v4627 : f64
  %v6907 = arith.extui %v6906 : i1 to i64
  call @printI64(%v6907) : (i64) -> ()
  %v6908 = arith.cmpf true, %v4627, %v4629 : f64
  %v6909 = arith.extui %v6908 : i1 to i64
  call @printI64(%v6909) : (i64) -> ()
  %v6910 = arith.cmpf true, %v4627, %v4631 : f64
  %v6911 = arith.extui %v6910 : i1 to i64
  call @printI64(%v6911) : (i64) -> ()
  %v6912 = arith.cmpf true, %v4627, %v4633 : f64
  %v6913 = arith.extui %v6912 : i1 to i64
  call @printI64(%v6913) : (i64) -> ()
  %v6914 = arith.cmpf true, %v4627, %v4635 : f64
  %v6915 = arith.extui %v6914 : i1 to i64
  call @printI64(%v6915) : (i64) -> ()
  %v6916 = arith.cmpf true, %v4628, %v4626 : f64
  %v6917 = arith.extui %v6916 : i1 to i64
  call @printI64(%v6917) : (i64) -> ()
  %v6918 = arith.cmpf true, %v4628, %v4628 : f64
  %v6919 = arith.extui %v6918 : i1 to i64
  call @printI64(%v6919) : (i64) -> ()
  %v6920 = arith.cmpf true, %v4628, %v4630 : f64
  %v6921 = arith.extui %v6920 : i1 to i64
  call @printI64(%v6921) : (i64) -> ()
  %v6922 = arith.cmpf true, %v4628, %v4632 : f64
  %v6923 = arith.extui %v6922 : i1 to i64
  call @printI64(%v6923) : (i64) -> ()
  %v6924 = arith.cmpf true, %v4628, %v4634 : f64
  %v6925 = arith.extui %v6924 : i1 to i64
  call @printI64(%v6925) : (i64) -> ()
  %v6926 = arith.cmpf true, %v4628, %v4636 : f64
  %v6927 = arith.extui %v6926 : i1 to i64
  call @printI64(%v6927) : (i64) -> ()
  %v6928 = arith.cmpf true, %v4629, %v4627 : f64
  %v6929 = arith.extui %v6928 : i1 to i64
  call @printI64(%v6929) : (i64) -> ()
  %v6930 = arith.cmpf true, %v4629, %v4629 : f64
  %v6931 = arith.extui %v6930 : i1 to i64
  call @printI64(%v6931) : (i64) -> ()
  %v6932 = arith.cmpf true, %v4629, %v4631 : f64
  %v6933 = arith.extui %v6932 : i1 to i64
  call @printI64(%v6933) : (i64) -> ()
  %v6934 = arith.cmpf true, %v4629, %v4633 : f64
  %v6935 = arith.extui %v6934 : i1 to i64
  call @printI64(%v6935) : (i64) -> ()
  %v6936 = arith.cmpf true, %v4629, %v4635 : f64
  %v6937 = arith.extui %v6936 : i1 to i64
  call @printI64(%v6937) : (i64) -> ()
  %v6938 = arith.cmpf true, %v4630, %v4626 : f64
  %v6939 = arith.extui %v6938 : i1 to i64
  call @printI64(%v6939) : (i64) -> ()
  %v6940 = arith.cmpf true, %v4630, %v4628 : f64
  %v6941 = arith.extui %v6940 : i1 to i64
  call @printI64(%v6941) : (i64) -> ()
  %v6942 = arith.cmpf true, %v4630, %v4630 : f64
  %v6943 = arith.extui %v6942 : i1 to i64
  call @printI64(%v6943) : (i64) -> ()
  %v6944 = arith.cmpf true, %v4630, %v4632 : f64
  %v6945 = arith.extui %v6944 : i1 to i64
  call @printI64(%v6945) : (i64) -> ()
  %v6946 = arith.cmpf true, %v4630, %v4634 : f64
  %v6947 = arith.extui %v6946 : i1 to i64
  call @printI64(%v6947) : (i64) -> ()
  %v6948 = arith.cmpf true, %v4630, %v4636 : f64
  %v6949 = arith.extui %v6948 : i1 to i64
  call @printI64(%v6949) : (i64) -> ()
  %v6950 = arith.cmpf true, %v4631, %v4627 : f64
  %v6951 = arith.extui %v6950 : i1 to i64
  call @printI64(%v6951) : (i64) -> ()
  %v6952 = arith.cmpf true, %v4631, %v4629 : f64
  %v6953 = arith.extui %v6952 : i1 to i64
  call @printI64(%v6953) : (i64) -> ()
  %v6954 = arith.cmpf true, %v4631, %v4631 : f64
  %v6955 = arith.extui %v6954 : i1 to i64
  call @printI64(%v6955) : (i64) -> ()
  %v6956 = arith.cmpf true, %v4631, %v4633 : f64
  %v6957 = arith.extui %v6956 : i1 to i64
  call @printI64(%v6957) : (i64) -> ()
  %v6958 = arith.cmpf true, %v4631, %v4635 : f64
  %v6959 = arith.extui %v6958 : i1 to i64
  call @printI64(%v6959) : (i64) -> ()
  %v6960 = arith.cmpf true, %v4632, %v4626 : f64
  %v6961 = arith.extui %v6960 : i1 to i64
  call @printI64(%v6961) : (i64) -> ()
  %v6962 = arith.cmpf true, %v4632, %v4628 : f64
  %v6963 = arith.extui %v6962 : i1 to i64
  call @printI64(%v6963) : (i64) -> ()
  %v6964 = arith.cmpf true, %v4632, %v4630 : f64
  %v6965 = arith.extui %v6964 : i1 to i64
  call @printI64(%v6965) : (i64) -> ()
  %v6966 = arith.cmpf true, %v4632, %v4632 : f64
  %v6967 = arith.extui %v6966 : i1 to i64
  call @printI64(%v6967) : (i64) -> ()
  %v6968 = arith.cmpf true, %v4632, %v4634 : f64
  %v6969 = arith.extui %v6968 : i1 to i64
  call @printI64(%v6969) : (i64) -> ()
  %v6970 = arith.cmpf true, %v4632, %v4636 : f64
  %v6971 = arith.extui %v6970 : i1 to i64
  call @printI64(%v6971) : (i64) -> ()
  %v6972 = arith.cmpf true, %v4633, %v4627 : f64
  %v6973 = arith.extui %v6972 : i1 to i64
  call @printI64(%v6973) : (i64) -> ()
  %v6974 = arith.cmpf true, %v4633, %v4629 : f64
  %v6975 = arith.extui %v6974 : i1 to i64
  call @printI64(%v6975) : (i64) -> ()
  %v6976 = arith.cmpf true, %v4633, %v4631 : f64
  %v6977 = arith.extui %v6976 : i1 to i64
  call @printI64(%v6977) : (i64) -> ()
  %v6978 = arith.cmpf true, %v4633, %v4633 : f64
  %v6979 = arith.extui %v6978 : i1 to i64
  call @printI64(%v6979) : (i64) -> ()
  %v6980 = arith.cmpf true, %v4633, %v4635 : f64
  %v6981 = arith.extui %v6980 : i1 to i64
  call @printI64(%v6981) : (i64) -> ()
  %v6982 = arith.cmpf true, %v4634, %v4626 : f64
  %v6983 = arith.extui %v6982 : i1 to i64
  call @printI64(%v6983) : (i64) -> ()
  %v6984 = arith.cmpf true, %v4634, %v4628 : f64
  %v6985 = arith.extui %v6984 : i1 to i64
  call @printI64(%v6985) : (i64) -> ()
  %v6986 = arith.cmpf true, %v4634, %v4630 : f64
  %v6987 = arith.extui %v6986 : i1 to i64
  call @printI64(%v6987) : (i64) -> ()
  %v6988 = arith.cmpf true, %v4634, %v4632 : f64
  %v6989 = arith.extui %v6988 : i1 to i64
  call @printI64(%v6989) : (i64) -> ()
  %v6990 = arith.cmpf true, %v4634, %v4634 : f64
  %v6991 = arith.extui %v6990 : i1 to i64
  call @printI64(%v6991) : (i64) -> ()
  %v6992 = arith.cmpf true, %v4634, %v4636 : f64
  %v6993 = arith.extui %v6992 : i1 to i64
  call @printI64(%v6993) : (i64) -> ()
  %v6994 = arith.cmpf true, %v4635, %v4627 : f64
  %v6995 = arith.extui %v6994 : i1 to i64
  call @printI64(%v6995) : (i64) -> ()
  %v6996 = arith.cmpf true, %v4635, %v4629 : f64
  %v6997 = arith.extui %v6996 : i1 to i64
  call @printI64(%v6997) : (i64) -> ()
  %v6998 = arith.cmpf true, %v4635, %v4631 : f64
  %v6999 = arith.extui %v6998 : i1 to i64
  call @printI64(%v6999) : (i64) -> ()
  %v7000 = arith.cmpf true, %v4635, %v4633 : f64
  %v7001 = arith.extui %v7000 : i1 to i64
  call @printI64(%v7001) : (i64) -> ()
  %v7002 = arith.cmpf true, %v4635, %v4635 : f64
  %v7003 = arith.extui %v7002 : i1 to i64
  call @printI64(%v7003) : (i64) -> ()
  %v7004 = arith.cmpf true, %v4636, %v4626 : f64
  %v7005 = arith.extui %v7004 : i1 to i64
  call @printI64(%v7005) : (i64) -> ()
  %v7006 = arith.cmpf true, %v4636, %v4628 : f64
  %v7007 = arith.extui %v7006 : i1 to i64
  call @printI64(%v7007) : (i64) -> ()
  %v7008 = arith.cmpf true, %v4636, %v4630 : f64
  %v7009 = arith.extui %v7008 : i1 to i64
  call @printI64(%v7009) : (i64) -> ()
  %v7010 = arith.cmpf true, %v4636, %v4632 : f64
  %v7011 = arith.extui %v7010 : i1 to i64
  call @printI64(%v7011) : (i64) -> ()
  %v7012 = arith.cmpf true, %v4636, %v4634 : f64
  %v7013 = arith.extui %v7012 : i1 to i64
  call @printI64(%v7013) : (i64) -> ()
  %v7014 = arith.cmpf true, %v4636, %v4636 : f64
  %v7015 = arith.extui %v7014 : i1 to i64
  call @printI64(%v7015) : (i64) -> ()
  call @printNewline() : () -> ()
  %v7016 = arith.truncf %v4626 : f64 to f32
  call @printF32(%v7016) : (f32) -> ()
  call @printComma() : () -> ()
  %v7017 = arith.extf %v7016 : f32 to f64
  call @printF64(%v7017) : (f64) -> ()
  call @printComma() : () -> ()
  %v7018 = arith.negf %v4626 : f64
  call @printF64(%v7018) : (f64) -> ()
  call @printComma() : () -> ()
  %v7019 = arith.truncf %v4627 : f64 to f32
  call @printF32(%v7019) : (f32) -> ()
  call @printComma() : () -> ()
  %v7020 = arith.extf %v7019 : f32 to f64
  call @printF64(%v7020) : (f64) -> ()
  call @printComma() : () -> ()
  %v7021 = arith.negf %v4627 : f64
  call @printF64(%v7021) : (f64) -> ()
  call @printComma() : () -> ()
  %v7022 = arith.truncf %v4628 : f64 to f32
  call @printF32(%v7022) : (f32) -> ()
  call @printComma() : () -> ()
  %v7023 = arith.extf %v7022 : f32 to f64
  call @printF64(%v7023) : (f64) -> ()
  call @printComma() : () -> ()
  %v7024 = arith.negf %v4628 : f64
  call @printF64(%v7024) : (f64) -> ()
  call @printComma() : () -> ()
  %v7025 = arith.truncf %v4629 : f64 to f32
  call @printF32(%v7025) : (f32) -> ()
  call @printComma() : () -> ()
  %v7026 = arith.extf %v7025 : f32 to f64
  call @printF64(%v7026) : (f64) -> ()
  call @printComma() : () -> ()
  %v7027 = arith.negf %v4629 : f64
  call @printF64(%v7027) : (f64) -> ()
  call @printComma() : () -> ()
  %v7028 = arith.truncf %v4630 : f64 to f32
  call @printF32(%v7028) : (f32) -> ()
  call @printComma() : () -> ()
  %v7029 = arith.extf %v7028 : f32 to f64
  call @printF64(%v7029) : (f64) -> ()
  call @printComma() : () -> ()
  %v7030 = arith.negf %v4630 : f64
  call @printF64(%v7030) : (f64) -> ()
  call @printComma() : () -> ()
  %v7031 = arith.truncf %v4631 : f64 to f32
  call @printF32(%v7031) : (f32) -> ()
  call @printComma() : () -> ()
  %v7032 = arith.extf %v7031 : f32 to f64
  call @printF64(%v7032) : (f64) -> ()
  call @printComma() : () -> ()
  %v7033 = arith.negf %v4631 : f64
  call @printF64(%v7033) : (f64) -> ()
  call @printComma() : () -> ()
  %v7034 = arith.truncf %v4632 : f64 to f32
  call @printF32(%v7034) : (f32) -> ()
  call @printComma() : () -> ()
  %v7035 = arith.extf %v7034 : f32 to f64
  call @printF64(%v7035) : (f64) -> ()
  call @printComma() : () -> ()
  %v7036 = arith.negf %v4632 : f64
  call @printF64(%v7036) : (f64) -> ()
  call @printComma() : () -> ()
  %v7037 = arith.truncf %v4633 : f64 to f32
  call @printF32(%v7037) : (f32) -> ()
  call @printComma() : () -> ()
  %v7038 = arith.extf %v7037 : f32 to f64
  call @printF64(%v7038) : (f64) -> ()
  call @printComma() : () -> ()
  %v7039 = arith.negf %v4633 : f64
  call @printF64(%v7039) : (f64) -> ()
  call @printComma() : () -> ()
  %v7040 = arith.truncf %v4634 : f64 to f32
  call @printF32(%v7040) : (f32) -> ()
  call @printComma() : () -> ()
  %v7041 = arith.extf %v7040 : f32 to f64
  call @printF64(%v7041) : (f64) -> ()
  call @printComma() : () -> ()
  %v7042 = arith.negf %v4634 : f64
  call @printF64(%v7042) : (f64) -> ()
  call @printComma() : () -> ()
  %v7043 = arith.truncf %v4635 : f64 to f32
  call @printF32(%v7043) : (f32) -> ()
  call @printComma() : () -> ()
  %v7044 = arith.extf %v7043 : f32 to f64
  call @printF64(%v7044) : (f64) -> ()
  call @printComma() : () -> ()
  %v7045 = arith.negf %v4635 : f64
  call @printF64(%v7045) : (f64) -> ()
  call @printComma() : () -> ()
  %v7046 = arith.truncf %v4636 : f64 to f32
  call @printF32(%v7046) : (f32) -> ()
  call @printComma() : () -> ()
  %v7047 = arith.extf %v7046 : f32 to f64
  call @printF64(%v7047) : (f64) -> ()
  call @printComma() : () -> ()
  %v7048 = arith.negf %v4636 : f64
  call @printF64(%v7048) : (f64) -> ()
  call @printComma() : () -> ()
  call @printNewline() : () -> ()
  %v7049 = arith.constant 1.5 : f32
  %v7050 = arith.fptosi %v7049 : f32 to i8
  %v7052 = arith.extsi %v7050 : i8 to i64
  call @printI64(%v7052) : (i64) -> ()
  call @printComma() : () -> ()
  %v7051 = arith.fptosi %v7049 : f32 to i64
  call @printI64(%v7051) : (i64) -> ()
  call @printComma() : () -> ()
  %v7053 = arith.constant -2.75 : f32
  %v7054 = arith.fptosi %v7053 : f32 to i8
  %v7056 = arith.extsi %v7054 : i8 to i64
  call @printI64(%v7056) : (i64) -> ()
  call @printComma() : () -> ()
  %v7055 = arith.fptosi %v7053 : f32 to i64
  call @printI64(%v7055) : (i64) -> ()
  call @printComma() : () -> ()
  %v7057 = arith.constant 100.9 : f32
  %v7058 = arith.fptosi %v7057 : f32 to i8
  %v7060 = arith.extsi %v7058 : i8 to i64
  call @printI64(%v7060) : (i64) -> ()
  call @printComma() : () -> ()
  %v7059 = arith.fptosi %v7057 : f32 to i64
  call @printI64(%v7059) : (i64) -> ()
  call @printComma() : () -> ()
  %v7061 = arith.constant -128.0 : f32
  %v7062 = arith.fptosi %v7061 : f32 to i8
  %v7064 = arith.extsi %v7062 : i8 to i64
  call @printI64(%v7064) : (i64) -> ()
  call @printComma() : () -> ()
  %v7063 = arith.fptosi %v7061 : f32 to i64
  call @printI64(%v7063) : (i64) -> ()
  call @printComma() : () -> ()
  %v7065 = arith.constant 127.99 : f32
  %v7066 = arith.fptosi %v7065 : f32 to i8
  %v7068 = arith.extsi %v7066 : i8 to i64
  call @printI64(%v7068) : (i64) -> ()
  call @printComma() : () -> ()
  %v7067 = arith.fptosi %v7065 : f32 to i64
  call @printI64(%v7067) : (i64) -> ()
  call @printComma() : () -> ()
  %v7069 = arith.constant 1.5 : f64
  %v7070 = arith.fptoui %v7069 : f64 to i8
  %v7071 = arith.extsi %v7070 : i8 to i64
  call @printI64(%v7071) : (i64) -> ()
  call @printComma() : () -> ()
  %v7072 = arith.constant 255.5 : f64
  %v7073 = arith.fptoui %v7072 : f64 to i8
  %v7074 = arith.extsi %v7073 : i8 to i64
  call @printI64(%v7074) : (i64) -> ()
  call @printComma() : () -> ()
  %v7075 = arith.constant 0.0 : f64
  %v7076 = arith.fptoui %v7075 : f64 to i8
  %v7077 = arith.extsi %v7076 : i8 to i64
  call @printI64(%v7077) : (i64) -> ()
  call @printComma() : () -> ()
  call @printNewline() : () -> ()
  return
}
